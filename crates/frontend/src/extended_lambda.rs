//! Extended lambdas: `__device__` and `__host__ __device__` lambdas written in host code.
//!
//! A lambda's closure type is the host compiler's, so a kernel instantiated for it could not be
//! named on the device side. Both passes therefore make each extended lambda an object of a
//! class of ours, declared just before the function that encloses the lambda, in its scope:
//!
//! ```text
//! template <class __fc_C0, class __fc_C1, the enclosing template's parameters>
//! struct __fc_lambda_<n> { __fc_C0 a; __fc_C1 b; auto operator()(params) const { body } };
//! ```
//!
//! `n` numbers the extended lambdas of the translation unit in token order, after the unit's
//! own name where the driver gives one (`__fc_lambda_<unit>_<n>`: two files' lambdas of one
//! number are two classes, as C++'s closure types are, so their kernels' instances differ for
//! the host's linker too); the members are the
//! captured variables, by name, in the order [`captures`] gives. The host pass replaces the
//! lambda by `__fc_lambda_<n><type of a, type of b, ...>{a, b}`, so the host compiler names a
//! kernel's instance for it `__fc_lambda_<n><int, float*>` and the device pass instantiates its
//! own definition of the same class, whose call operator has the lambda's body (a template,
//! a type parameter for each `auto` parameter, for a generic lambda). The host's class has a
//! call operator only for a `__host__ __device__` lambda, which may not be generic.
//!
//! Both passes read each lambda from their own tokens with the functions here, so they agree on
//! the numbering and on what is captured. Captures are by copy (nvcc rejects the others; an
//! array is held in `cuda_runtime.h`'s `__fc_array`, which C++ can initialize from one). A
//! variable is captured implicitly (`[=]`) when the body names it and the enclosing function
//! declares a variable or parameter of that name before the lambda, as the tokens show it: the
//! name after a run of type words that starts a statement, a parameter or a declaration list
//! ([`declares`]).

use crate::collections::{HashMap, HashSet};
use crate::lex::{Token, TokenKind};

/// The name of the class that stands for the extended lambda numbered `n` of the translation
/// unit named `unit` (a word of hexadecimal digits, or empty).
pub fn class_name(unit: &str, n: usize) -> String {
    match unit {
        "" => format!("__fc_lambda_{n}"),
        unit => format!("__fc_lambda_{unit}_{n}"),
    }
}

/// Whether `name` is the name of an extended lambda's class.
pub fn is_class_name(name: &str) -> bool {
    name.strip_prefix("__fc_lambda_").is_some_and(|n| {
        n.bytes().last().is_some_and(|b| b.is_ascii_digit())
            && n.bytes().all(|b| b.is_ascii_hexdigit() || b == b'_')
    })
}

/// The name of the class's `k`th type parameter: the type of its `k`th capture.
pub fn capture_param(k: usize) -> String {
    format!("__fc_C{k}")
}

/// The name of the call operator's `k`th type parameter: the type of a generic lambda's `k`th
/// `auto` parameter.
pub fn auto_param(k: usize) -> String {
    format!("__fc_A{k}")
}

/// Tokens as text, the way each pass holds them.
pub trait TokenText {
    fn count(&self) -> usize;
    /// The token's spelling; empty past the end.
    fn text(&self, i: usize) -> &str;
    fn is_ident(&self, i: usize) -> bool;
    /// The bracket that pairs with the one at `i` (`(` with `)`, `[` with `]`, `{` with `}`).
    fn partner(&self, i: usize) -> Option<usize>;
}

/// The device pass's tokens with their brackets paired (see [`pair_brackets`]), so that
/// finding a partner is a lookup: the lambdas are looked for at every `[`.
pub struct PairedTokens<'a> {
    pub toks: &'a [Token],
    pub partners: &'a [Option<usize>],
}

/// For each bracket of `toks`, the index of the bracket it pairs with; a closer that does not
/// match the innermost open bracket pairs with nothing.
pub fn pair_brackets(toks: &[Token]) -> Vec<Option<usize>> {
    let mut partners = vec![None; toks.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != TokenKind::Punct {
            continue;
        }
        let opener = match &*t.text {
            "(" | "[" | "{" => {
                open.push(i);
                continue;
            }
            ")" => "(",
            "]" => "[",
            "}" => "{",
            _ => continue,
        };
        if let Some(&o) = open.last().filter(|&&o| &*toks[o].text == opener) {
            open.pop();
            partners[o] = Some(i);
            partners[i] = Some(o);
        }
    }
    partners
}

impl TokenText for PairedTokens<'_> {
    fn count(&self) -> usize {
        self.toks.len()
    }
    fn text(&self, i: usize) -> &str {
        self.toks.get(i).map_or("", |t| &t.text)
    }
    fn is_ident(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.is_ident())
    }
    fn partner(&self, i: usize) -> Option<usize> {
        self.partners.get(i).copied().flatten()
    }
}

/// The number of every extended lambda in `t`, by the index of its `[`: they are numbered in
/// token order.
pub fn numbers<T: TokenText + ?Sized>(t: &T) -> HashMap<usize, usize> {
    (0..t.count())
        .filter(|&i| t.text(i) == "[" && shape_at(t, i).is_some())
        .enumerate()
        .map(|(n, i)| (i, n))
        .collect()
}

/// How far back from a name [`declares`] looks, and how far a lambda's return type may run:
/// no declaration a lambda captures from is longer, and hostile input stays linear.
const REACH: usize = 256;

/// An extended lambda in a function body: its number, where its parts are, and what it
/// captures (or why that cannot be).
pub struct Found {
    pub number: usize,
    pub shape: Shape,
    pub captures: Result<Vec<Capture>, (usize, String)>,
    /// The type declarations of the enclosing function that the lambda sees (see
    /// [`local_types`]), which its class declares again as members.
    pub local_types: Vec<(usize, usize)>,
    /// The enclosing function's integer constants that the lambda sees (see
    /// [`local_constants`]), which its class declares again as `static` members: a constant's
    /// use is no capture in C++ (`__shared__ double s[BLOCK];` with `const int BLOCK = 256;`).
    pub local_constants: Vec<(usize, usize)>,
}

/// The extended lambdas in the function body whose braces are `body` (lambdas nested in them
/// left out), in order. `params` is the function's parameter list; `has_this` says whether
/// the function is a non-static member function defined in its class (where `[=]` captures
/// `this`); `number` gives the number of the lambda opening at a token, if one does.
pub fn lambdas_in<T: TokenText + ?Sized>(
    t: &T,
    params: (usize, usize),
    body: (usize, usize),
    has_this: bool,
    number: impl Fn(usize) -> Option<usize>,
) -> Vec<Found> {
    let mut out = Vec::new();
    let mut declared = declared_names(t, params);
    let mut scanned = body.0;
    let mut i = body.0 + 1;
    while i < body.1 {
        let Some((number, shape)) = number(i).and_then(|n| Some((n, shape_at(t, i)?))) else {
            i += 1;
            continue;
        };
        declared.extend(declared_names(t, (scanned, i - 1)));
        scanned = shape.body.1 + 1;
        let local_types = local_types(t, body.0, i);
        let local_constants = local_constants(t, body.0, i, &declared);
        // What those declare (an enumerator, a typedef's name, a constant) is no variable to
        // capture.
        let mut typed = local_type_names(t, &local_types);
        typed.extend(
            local_constants
                .iter()
                .map(|&(_, name)| t.text(name).to_string()),
        );
        let enclosing = |name: &str| declared.contains(name) && !typed.contains(name);
        let captures = captures(t, &shape, has_this, &enclosing);
        i = shape.body.1 + 1;
        out.push(Found {
            number,
            shape,
            captures,
            local_types,
            local_constants: local_constants
                .into_iter()
                .map(|(range, _)| range)
                .collect(),
        });
    }
    out
}

/// The statements of the function body opening at `open` that declare types (`typedef T
/// my_t;`, `using idx = int;`, `struct S {...};`, `enum E {...};`) in the blocks around the
/// token `at` and before it, as inclusive token ranges: the lambda starting at `at` sees
/// them, so its class declares them too.
pub fn local_types<T: TokenText + ?Sized>(t: &T, open: usize, at: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    statements_seen(t, open, at, |i| {
        let text = t.text(i);
        let defines_class = matches!(text, "struct" | "class" | "union" | "enum")
            && class_definition_end(t, i).is_some();
        let alias =
            text == "typedef" || (text == "using" && t.is_ident(i + 1) && t.text(i + 2) == "=");
        let end = match (alias, defines_class) {
            (true, _) => statement_end(t, i),
            (_, true) => class_definition_end(t, i),
            _ => None,
        };
        let end = end.filter(|&e| e < at)?;
        out.push((i, end));
        Some(end)
    });
    out
}

/// Calls `statement` at the start of each statement of the function body opening at `open`
/// in the blocks around the token `at` and before it (blocks closed before `at` are passed
/// over); where it returns the statement's last token, the walk goes on after it.
fn statements_seen<T: TokenText + ?Sized>(
    t: &T,
    open: usize,
    at: usize,
    mut statement: impl FnMut(usize) -> Option<usize>,
) {
    let mut i = open + 1;
    let mut statement_start = true;
    while i < at {
        if statement_start {
            if let Some(end) = statement(i) {
                i = end + 1;
                continue;
            }
        }
        let text = t.text(i);
        match text {
            // A block closed before the lambda declares nothing it sees.
            "{" | "(" | "[" => match t.partner(i) {
                Some(close) if close < at => {
                    statement_start = text == "{";
                    i = close + 1;
                    continue;
                }
                _ => statement_start = text == "{",
            },
            ";" | "}" => statement_start = true,
            _ => statement_start = false,
        }
        i += 1;
    }
}

/// The statements of the function body opening at `open`, in the blocks around the token `at`
/// and before it, that declare one integer constant from constants: `constexpr` or `const`
/// with an integer type, one name, an initializer naming none of the enclosing function's
/// variables (`declared`) but constants found before it. Each as its inclusive token range
/// (from the `const` or `constexpr`) and the index of its name.
fn local_constants<T: TokenText + ?Sized>(
    t: &T,
    open: usize,
    at: usize,
    declared: &HashSet<String>,
) -> Vec<((usize, usize), usize)> {
    const INTEGER_WORDS: &[&str] = &[
        "int", "unsigned", "signed", "long", "short", "char", "bool", "size_t", "int8_t",
        "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
    ];
    let mut out: Vec<((usize, usize), usize)> = Vec::new();
    statements_seen(t, open, at, |i| {
        let text = t.text(i);
        if !matches!(text, "const" | "constexpr") {
            return None;
        }
        let mut k = i + 1;
        let mut words = 0;
        loop {
            match t.text(k) {
                w if INTEGER_WORDS.contains(&w) => words += 1,
                "auto" if text == "constexpr" => words += 1,
                "const" | "constexpr" => {}
                _ => break,
            }
            k += 1;
        }
        let (name, assign) = (k, k + 1);
        if words == 0 || !t.is_ident(name) || t.text(assign) != "=" {
            return None;
        }
        let end = statement_end(t, i).filter(|&e| e < at)?;
        let constant = |w: usize| {
            !t.is_ident(w)
                || !declared.contains(t.text(w))
                || out.iter().any(|&(_, n)| t.text(n) == t.text(w))
        };
        let one_name = (assign + 1..end).all(|w| t.text(w) != ",");
        if one_name && (assign + 1..end).all(constant) {
            out.push(((i, end), name));
        }
        Some(end)
    });
    out
}

/// The names the type declarations `ranges` (see [`local_types`]) declare: a typedef's or alias's
/// name, a class's or enumeration's, and an enumeration's enumerators.
fn local_type_names<T: TokenText + ?Sized>(t: &T, ranges: &[(usize, usize)]) -> HashSet<String> {
    let mut out = HashSet::default();
    for &(from, to) in ranges {
        match t.text(from) {
            "typedef" => {
                if let Some(k) = (from..to).rev().find(|&k| t.is_ident(k)) {
                    out.insert(t.text(k).to_string());
                }
            }
            "using" => {
                out.insert(t.text(from + 1).to_string());
            }
            keyword => {
                if t.is_ident(from + 1) && !is_keyword(t.text(from + 1)) {
                    out.insert(t.text(from + 1).to_string());
                }
                let (true, Some((open, close))) = (keyword == "enum", class_body_at(t, from))
                else {
                    continue;
                };
                // Each enumerator starts the list or follows a comma outside brackets.
                let mut k = open + 1;
                let mut starts = true;
                while k < close {
                    match t.text(k) {
                        "(" | "[" | "{" => k = t.partner(k).unwrap_or(close),
                        "," => starts = true,
                        _ if starts && t.is_ident(k) => {
                            out.insert(t.text(k).to_string());
                            starts = false;
                        }
                        _ => starts = false,
                    }
                    k += 1;
                }
            }
        }
    }
    out
}

/// The `;` that ends the statement starting at `i`, outside brackets.
fn statement_end<T: TokenText + ?Sized>(t: &T, mut i: usize) -> Option<usize> {
    while i < t.count() {
        match t.text(i) {
            ";" => return Some(i),
            "(" | "[" | "{" => i = t.partner(i)?,
            "}" | ")" | "]" => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// For a class or enumeration definition starting at the keyword at `i` (`struct S : B {...}`),
/// the braces of its body; `None` where `i` starts no definition (`struct S *p;`).
fn class_body_at<T: TokenText + ?Sized>(t: &T, i: usize) -> Option<(usize, usize)> {
    let mut k = i + 1;
    while k < t.count() && !matches!(t.text(k), "{" | ";" | "(" | ")" | "=") {
        k += 1;
    }
    (t.text(k) == "{").then_some((k, t.partner(k)?))
}

/// For a class or enumeration definition starting at `i` (`struct S : B {...};`), its `;`.
fn class_definition_end<T: TokenText + ?Sized>(t: &T, i: usize) -> Option<usize> {
    let (_, close) = class_body_at(t, i)?;
    (t.text(close + 1) == ";").then_some(close + 1)
}

/// Where the parts of an extended lambda are (token indices, inclusive ranges).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The capture list's `[` and `]`.
    pub captures: (usize, usize),
    /// A template lambda's parameter list's `<` and `>` (`[] <class T> __device__ (T x)`).
    pub template: Option<(usize, usize)>,
    /// The parameter list's `(` and `)`.
    pub params: Option<(usize, usize)>,
    /// The return type after `->`.
    pub ret: Option<(usize, usize)>,
    /// The body's `{` and `}`.
    pub body: (usize, usize),
    /// `__host__ __device__`: the host calls it too.
    pub host: bool,
    /// An execution space written after the template parameters (`[] <class T> __device__
    /// (T x)`), which nvcc takes as the call operator's own, and refuses.
    pub annotated_operator: bool,
    pub mutable: bool,
}

impl Shape {
    /// What the class's static member [`KIND_MEMBER`] says of the lambda, which the toolkit's
    /// `__nv_is_extended_*_lambda_*` traits read: 1 for a `__device__` lambda, 2 for a
    /// `__host__ __device__` one, plus 4 where a `__device__` lambda writes its return type
    /// (which host code may then ask for).
    pub fn kind(&self) -> u8 {
        match (self.host, self.ret.is_some()) {
            (true, _) => 2,
            (false, false) => 1,
            (false, true) => 5,
        }
    }
}

/// The static member of an extended lambda's class that tells what the lambda is (see
/// [`Shape::kind`]).
pub const KIND_MEMBER: &str = "__fc_extended_lambda";

/// The extended lambda whose capture list opens at `open`, if one does.
pub fn shape_at<T: TokenText + ?Sized>(t: &T, open: usize) -> Option<Shape> {
    if t.text(open) != "[" || t.text(open + 1) == "[" {
        return None;
    }
    // After a name, `)` or `]` a bracket subscripts; after `operator`, `new` or `delete` it is
    // part of the name.
    if open > 0 {
        let prev = t.text(open - 1);
        let subscript =
            (t.is_ident(open - 1) && prev != "return") || matches!(prev, ")" | "]" | "[");
        if subscript {
            return None;
        }
    }
    let close = t.partner(open)?;
    let mut shape = Shape {
        captures: (open, close),
        template: None,
        params: None,
        ret: None,
        body: (0, 0),
        host: false,
        annotated_operator: false,
        mutable: false,
    };
    let mut device = false;
    let mut j = close + 1;
    loop {
        match t.text(j) {
            "(" if shape.params.is_none() => {
                let c = t.partner(j)?;
                shape.params = Some((j, c));
                j = c;
            }
            "<" if shape.template.is_none() && shape.params.is_none() => {
                let c = angle_close(t, j)?;
                shape.template = Some((j, c));
                j = c;
            }
            "__device__" | "__host__" => {
                device |= t.text(j) == "__device__";
                shape.host |= t.text(j) == "__host__";
                shape.annotated_operator |= shape.template.is_some();
            }
            "mutable" => shape.mutable = true,
            "constexpr" | "noexcept" => {}
            _ => break,
        }
        j += 1;
    }
    if !device {
        return None;
    }
    if t.text(j) == "->" {
        let mut k = j + 1;
        while t.text(k) != "{" {
            if k > j + REACH {
                return None;
            }
            if matches!(t.text(k), "(" | "[") {
                k = t.partner(k)?;
            } else if matches!(t.text(k), ";" | "}" | "") {
                return None;
            }
            k += 1;
        }
        shape.ret = Some((j + 1, k.checked_sub(1)?));
        j = k;
    }
    if t.text(j) != "{" {
        return None;
    }
    shape.body = (j, t.partner(j)?);
    Some(shape)
}

/// The tokens that declare the class standing for the extended lambda numbered `n` (see the
/// module's documentation), without the enclosing template's parameters, ending in an end of
/// file. They carry the lambda's locations: its parameters, return type and body are its own.
pub fn class_tokens(toks: &[Token], found: &Found, captures: &[Capture], unit: &str) -> Vec<Token> {
    let (shape, n) = (&found.shape, found.number);
    let loc = toks[shape.captures.0].loc;
    let word = |text: &str| {
        let kind = match text.chars().next() {
            Some(c) if c.is_ascii_digit() => TokenKind::Number,
            Some(c) if c.is_alphanumeric() || c == '_' => TokenKind::Ident,
            _ => TokenKind::Punct,
        };
        Token::new(kind, text, loc)
    };
    let copy = |(a, b): (usize, usize)| toks[a..=b].iter().cloned();
    let mut out = Vec::new();
    if !captures.is_empty() {
        out.extend(["template", "<"].map(word));
        for k in 0..captures.len() {
            if k > 0 {
                out.push(word(","));
            }
            out.extend([word("typename"), word(&capture_param(k))]);
        }
        out.push(word(">"));
    }
    out.extend([word("struct"), word(&class_name(unit, n)), word("{")]);
    let kind = shape.kind().to_string();
    out.extend(["static", "constexpr", "int", KIND_MEMBER, "=", &kind, ";"].map(word));
    for &range in &found.local_types {
        out.extend(copy(range));
    }
    for &range in &found.local_constants {
        out.push(word("static"));
        out.extend(copy(range));
    }
    for (k, c) in captures.iter().enumerate() {
        out.extend([word(&capture_param(k)), word(&c.name), word(";")]);
    }
    // A generic lambda's call operator is a template, a parameter for each `auto` after those
    // a template lambda writes.
    // (`auto... rest` makes a pack.)
    let mut generic: Vec<bool> = Vec::new();
    let params: Vec<Token> = match shape.params {
        Some((from, to)) => (from..=to)
            .map(|i| {
                let t = &toks[i];
                if t.is("auto") {
                    generic.push(toks.get(i + 1).is_some_and(|n| n.is("...")));
                    Token::new(TokenKind::Ident, auto_param(generic.len() - 1), t.loc)
                } else {
                    t.clone()
                }
            })
            .collect(),
        None => ["(", ")"].map(word).to_vec(),
    };
    if !generic.is_empty() || shape.template.is_some() {
        out.extend(["template", "<"].map(word));
        if let Some((open, close)) = shape.template {
            out.extend(toks[open + 1..close].iter().cloned());
        }
        for (k, &pack) in generic.iter().enumerate() {
            if k > 0 || shape.template.is_some() {
                out.push(word(","));
            }
            out.push(word("typename"));
            if pack {
                out.push(word("..."));
            }
            out.push(word(&auto_param(k)));
        }
        out.push(word(">"));
    }
    out.push(word("__device__"));
    if shape.host {
        out.push(word("__host__"));
    }
    out.extend(["auto", "operator", "(", ")"].map(word));
    out.extend(params);
    if !shape.mutable {
        out.push(word("const"));
    }
    if let Some(ret) = shape.ret {
        out.push(word("->"));
        out.extend(copy(ret));
    }
    out.extend(copy(shape.body));
    out.extend(["}", ";"].map(word));
    out.push(Token::new(TokenKind::Eof, "", loc));
    out
}

/// The member of an extended lambda's class that holds the captured `this`.
pub const THIS: &str = "__fc_this";
/// The member that holds the copy of `*this`.
pub const SELF: &str = "__fc_self";

/// A captured variable: the class's member of that name, initialized by the variable, or by
/// the tokens `init` for an init capture (`[k = a * 2]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capture {
    pub name: String,
    pub init: Option<(usize, usize)>,
}

/// What the lambda captures, in the order of the class's members: the capture list's explicit
/// captures, then (after `=`) the variables of the enclosing function the body names, in the
/// order it first names them, then `this` (a member [`THIS`] holding the pointer, or
/// [`SELF`] holding a copy of the object for `*this`), which `=` captures in a function that
/// `has_this` or where the body says `this`. `enclosing` tells whether the enclosing function
/// declares a name before the lambda. Errors carry the token they are about.
pub fn captures<T: TokenText + ?Sized>(
    t: &T,
    shape: &Shape,
    has_this: bool,
    enclosing: &dyn Fn(&str) -> bool,
) -> Result<Vec<Capture>, (usize, String)> {
    let (open, close) = shape.captures;
    if shape.annotated_operator {
        let message = "The operator() function for a lambda cannot be explicitly annotated with execution space annotations (__host__/__device__/__global__), the annotations are derived from its closure class";
        return Err((shape.body.0, message.to_string()));
    }
    if let (true, Some((from, to))) = (shape.host, shape.params) {
        if (from..=to).any(|k| t.text(k) == "auto") || shape.template.is_some() {
            let message = "__host__ __device__ extended lambdas cannot be generic lambdas";
            return Err((open, message.to_string()));
        }
    }
    let mut out: Vec<Capture> = Vec::new();
    let mut this: Option<Capture> = None;
    let mut implicit = false;
    let by_reference = || "An extended __device__ lambda cannot capture variables by reference";
    for (a, b) in split_list(t, open + 1, close) {
        match t.text(a) {
            "=" if a == b => implicit = true,
            "&" => return Err((a, by_reference().to_string())),
            "this" if a == b => {
                this = Some(Capture {
                    name: THIS.to_string(),
                    init: Some((a, b)),
                })
            }
            "*" if b == a + 1 && t.text(b) == "this" => {
                this = Some(Capture {
                    name: SELF.to_string(),
                    init: Some((a, b)),
                })
            }
            name if t.is_ident(a) => {
                let init = match t.text(a + 1) {
                    _ if a == b => None,
                    "=" => Some((a + 2, b)),
                    "(" | "{" if t.partner(a + 1) == Some(b) => Some((a + 2, b - 1)),
                    _ => return Err((a + 1, "unsupported capture".to_string())),
                };
                if init.is_some_and(|(x, y)| x > y) {
                    return Err((a, "an init capture needs an initializer".to_string()));
                }
                out.push(Capture {
                    name: name.to_string(),
                    init,
                });
            }
            _ => return Err((a, "unsupported capture".to_string())),
        }
    }
    if implicit {
        // The members of a class the body defines (`union { int keys[4]; } shared;`) hide no
        // variable of the enclosing function; a variable the body declares hides one only
        // where it is in scope, from its own declarator on (`int count = 2 * i;` captures no
        // `count`).
        let inside = declarations_outside_classes(t, shape.body);
        let params = shape
            .params
            .map(|p| declared_names(t, p))
            .unwrap_or_default();
        let (first, last) = shape.body;
        for i in first + 1..last {
            let name = t.text(i);
            let qualified =
                matches!(t.text(i.wrapping_sub(1)), "." | "->" | "::") || t.text(i + 1) == "::";
            let hidden = || {
                params.contains(name)
                    || inside
                        .iter()
                        .any(|d| d.name == name && d.at <= i && d.scope.contains(&i))
            };
            if !t.is_ident(i)
                || is_keyword(name)
                || qualified
                || out.iter().any(|c| c.name == name)
                || !enclosing(name)
                || hidden()
            {
                continue;
            }
            out.push(Capture {
                name: name.to_string(),
                init: None,
            });
        }
    }
    if implicit && this.is_none() {
        let (first, last) = shape.body;
        if let Some(at) = (first + 1..last).find(|&i| t.text(i) == "this") {
            this = Some(Capture {
                name: THIS.to_string(),
                init: Some((at, at)),
            });
        } else if has_this {
            // The member function's own `this`, spelled where the capture list is: the
            // construction of the class says `(this)`.
            this = Some(Capture {
                name: THIS.to_string(),
                init: None,
            });
        }
    }
    if let Some(this) = this {
        if shape.host {
            let message =
                "capturing 'this' in a __host__ __device__ extended lambda is not supported";
            return Err((open, message.to_string()));
        }
        out.push(this);
    }
    Ok(out)
}

/// The items of the comma-separated list in `from..to` (exclusive), as inclusive ranges.
fn split_list<T: TokenText + ?Sized>(t: &T, from: usize, to: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = from;
    let mut i = from;
    while i < to {
        match t.text(i) {
            "(" | "[" | "{" => i = t.partner(i).unwrap_or(to),
            "," => {
                if start < i {
                    out.push((start, i - 1));
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < to {
        out.push((start, to - 1));
    }
    out
}

/// A variable a lambda's body declares: its name, where, and the tokens it is in scope over.
struct Declaration<'a> {
    name: &'a str,
    at: usize,
    scope: std::ops::RangeInclusive<usize>,
}

/// The variables the body `from..=to` declares outside the bodies of the classes defined there,
/// each in scope up to the end of its block, or for a parameter or a condition's variable
/// (`[](int x) {...}`, `for (int i = 0; ...) ...`), up to the end of the block that follows
/// its parentheses.
fn declarations_outside_classes<T: TokenText + ?Sized>(
    t: &T,
    (from, to): (usize, usize),
) -> Vec<Declaration<'_>> {
    let bodies = class_bodies(t, (from, to));
    let to = to.min(t.count().saturating_sub(1));
    (from..=to)
        .filter(|&i| !bodies.iter().any(|&(a, b)| (a..=b).contains(&i)) && declares(t, i))
        .map(|at| Declaration {
            name: t.text(at),
            at,
            scope: at..=scope_end(t, (from, to), at),
        })
        .collect()
}

/// Where the scope of the name declared at `at` ends in `from..=to`: at the end of the
/// innermost block around it, or where it is in parentheses, of the block after them (or of
/// the block around those, for a statement without braces).
fn scope_end<T: TokenText + ?Sized>(t: &T, (from, to): (usize, usize), at: usize) -> usize {
    let mut k = at;
    while k > from {
        k -= 1;
        match t.text(k) {
            // A bracket closed before the name holds nothing it is in.
            "}" | ")" | "]" => {}
            "{" => return t.partner(k).unwrap_or(to),
            "(" => {
                let close = t.partner(k).unwrap_or(to);
                // The block the parentheses head, a few words on (`mutable`, `-> T`).
                let block = (close + 1..=to.min(close + 8)).find(|&j| t.text(j) == "{");
                match block.and_then(|b| t.partner(b)) {
                    Some(end) => return end,
                    None => return scope_end(t, (from, to), k),
                }
            }
            _ => continue,
        }
        // Skip back over the closed bracket's contents.
        if let Some(open) = t.partner(k) {
            k = open;
        }
    }
    to
}

/// The brace ranges of the class bodies (`struct`, `union`, `class`) defined in `from..=to`.
fn class_bodies<T: TokenText + ?Sized>(t: &T, (from, to): (usize, usize)) -> Vec<(usize, usize)> {
    (from..=to.min(t.count().saturating_sub(1)))
        .filter(|&i| matches!(t.text(i), "struct" | "union" | "class"))
        .filter_map(|i| class_body_at(t, i))
        .collect()
}

/// The names the tokens in `from..=to` declare as variables or parameters (see [`declares`]).
pub fn declared_names<T: TokenText + ?Sized>(t: &T, (from, to): (usize, usize)) -> HashSet<String> {
    (from..=to.min(t.count().saturating_sub(1)))
        .filter(|&i| declares(t, i))
        .map(|i| t.text(i).to_string())
        .collect()
}

/// Whether the name at `i` is declared there: it is followed by what may follow a declarator
/// (`=`, `;`, `,`, `(`, `{`, `[`, `)`, `:`) and preceded by a run of type words (names, `::`,
/// `*`, `&`, template arguments) that starts a statement or parameter and holds a name, or by a
/// `,` of a declaration list, or is in a structured binding (`auto [a, b]`). `T f(x);` counts
/// only as a statement (`a * f(x)` in an argument list is a call).
pub fn declares<T: TokenText + ?Sized>(t: &T, i: usize) -> bool {
    let name = t.text(i);
    if !t.is_ident(i) || is_keyword(name) || i == 0 {
        return false;
    }
    let next = t.text(i + 1);
    if !matches!(next, "=" | ";" | "," | "(" | "{" | "[" | ")" | ":" | "]") {
        return false;
    }
    // The run of type words before the name.
    let mut j = i - 1;
    let mut has_name = false;
    let before = loop {
        if j + REACH < i {
            break Some(j);
        }
        let w = t.text(j);
        if t.is_ident(j) && !STOP_KEYWORDS.contains(&w) {
            has_name |= !TYPE_KEYWORDS.contains(&w) || BUILTIN_TYPES.contains(&w);
        } else if matches!(w, ">" | ">>") {
            match angle_open(t, j) {
                Some(o) => j = o,
                None => break Some(j),
            }
        } else if !matches!(w, "::" | "*" | "&" | "&&" | "...") {
            break Some(j);
        }
        if j == 0 {
            break None;
        }
        j -= 1;
    };
    let boundary = |p: Option<usize>| p.is_none_or(|p| matches!(t.text(p), ";" | "{" | "}"));
    match before.map(|p| t.text(p)) {
        _ if next == "(" => has_name && boundary(before),
        // A parenthesis that opens a parameter list or a condition, not an expression's
        // (`(int)(i * s)`, `return (a * b);`, `f(x, (a * b))`).
        Some("(") => {
            let p = before.unwrap_or(0);
            let opener = p.checked_sub(1).map(|q| (q, t.text(q)));
            let expression = match opener {
                Some((_, "return")) => true,
                Some((q, w)) => !t.is_ident(q) && !matches!(w, "]" | ">" | ">>"),
                None => false,
            };
            has_name && !expression
        }
        None | Some(";" | "{" | "}" | ":") => has_name,
        Some(",") => {
            let p = before.unwrap_or(0);
            has_name || opener_declares(t, p)
        }
        Some("[") => {
            let p = before.unwrap_or(0);
            p + 1 == i && is_binding(t, p)
        }
        _ => false,
    }
}

/// Whether the list that the `,` at `comma` separates declares: a declaration statement
/// (`int a = 1, b`) or a structured binding (`auto [a, b]`).
fn opener_declares<T: TokenText + ?Sized>(t: &T, comma: usize) -> bool {
    let mut j = comma;
    while j > 0 {
        j -= 1;
        if j + REACH < comma {
            return false;
        }
        match t.text(j) {
            ")" | "]" | "}" => {
                let close = j;
                let Some(open) = t.partner(close) else {
                    return false;
                };
                j = open;
                // A block's end (not a braced initializer's) ends the statement before.
                let initializer = j > 0 && (t.text(j - 1) == "=" || t.is_ident(j - 1));
                if t.text(close) == "}" && !initializer {
                    return starts_declaration(t, close + 1);
                }
            }
            "[" => return is_binding(t, j),
            // The init-statement of `for (int i = 0, j = n; ...)` (and of `if`, `switch`).
            "(" => {
                let init_statement = j > 0 && matches!(t.text(j - 1), "for" | "if" | "switch");
                return init_statement && starts_declaration(t, j + 1);
            }
            ";" | "{" => return starts_declaration(t, j + 1),
            _ => {}
        }
    }
    starts_declaration(t, 0)
}

/// Whether the statement at `s` starts with a type: a type word followed by a name or a
/// declarator's `*`, `&`, `<` or `::`.
fn starts_declaration<T: TokenText + ?Sized>(t: &T, s: usize) -> bool {
    let w = t.text(s);
    t.is_ident(s)
        && !STOP_KEYWORDS.contains(&w)
        && (t.is_ident(s + 1) || matches!(t.text(s + 1), "*" | "&" | "&&" | "<" | "::"))
}

/// Whether the `[` at `open` starts a structured binding: after `auto`, `auto&` or `auto&&`.
fn is_binding<T: TokenText + ?Sized>(t: &T, open: usize) -> bool {
    match open.checked_sub(1).map(|p| t.text(p)) {
        Some("auto") => true,
        Some("&" | "&&") => open >= 2 && t.text(open - 2) == "auto",
        _ => false,
    }
}

/// The `>` that closes the `<` at `open`, counting forward (a `>>` closes two).
fn angle_close<T: TokenText + ?Sized>(t: &T, open: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut j = open;
    loop {
        if j > open + REACH {
            return None;
        }
        match t.text(j) {
            "<" => depth += 1,
            ">" => depth -= 1,
            ">>" => depth -= 2,
            "(" | "[" | "{" => j = t.partner(j)?,
            ";" | "}" | ")" | "" => return None,
            _ => {}
        }
        if depth <= 0 {
            return (depth == 0).then_some(j);
        }
        j += 1;
    }
}

/// The `<` that the `>` (or `>>`) at `close` closes, counting back.
fn angle_open<T: TokenText + ?Sized>(t: &T, close: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut j = close;
    loop {
        if j + REACH < close {
            return None;
        }
        match t.text(j) {
            ">" => depth += 1,
            ">>" => depth += 2,
            "<" => {
                depth -= 1;
                if depth <= 0 {
                    return Some(j);
                }
            }
            ";" | "{" | "}" | "(" | ")" => return None,
            _ => {}
        }
        j = j.checked_sub(1)?;
    }
}

/// Words that are types, or may sit among a declaration's type words.
const TYPE_KEYWORDS: &[&str] = &[
    "int",
    "float",
    "double",
    "char",
    "bool",
    "short",
    "long",
    "unsigned",
    "signed",
    "void",
    "auto",
    "wchar_t",
    "char8_t",
    "char16_t",
    "char32_t",
    "const",
    "volatile",
    "static",
    "constexpr",
    "extern",
    "register",
    "thread_local",
    "inline",
    "mutable",
    "typename",
    "__restrict__",
    "__restrict",
];

/// The type keywords that name a type (a run of type words holds one of these or a name).
pub const BUILTIN_TYPES: &[&str] = &[
    "int", "float", "double", "char", "bool", "short", "long", "unsigned", "signed", "void",
    "auto", "wchar_t", "char8_t", "char16_t", "char32_t",
];

/// Keywords that end a run of type words.
const STOP_KEYWORDS: &[&str] = &[
    "return",
    "case",
    "goto",
    "throw",
    "delete",
    "new",
    "sizeof",
    "alignof",
    "typedef",
    "using",
    "do",
    "else",
    "if",
    "while",
    "for",
    "switch",
    "struct",
    "class",
    "union",
    "enum",
    "namespace",
    "template",
    "public",
    "private",
    "protected",
    "operator",
    "this",
    "true",
    "false",
    "nullptr",
    "decltype",
    "co_return",
    "co_await",
    "co_yield",
    "static_assert",
    "friend",
    "virtual",
    "explicit",
    "default",
    "break",
    "continue",
];

/// Keywords in neither list above.
const OTHER_KEYWORDS: &[&str] = &[
    "static_cast",
    "dynamic_cast",
    "reinterpret_cast",
    "const_cast",
    "noexcept",
    "try",
    "catch",
    "__device__",
    "__host__",
    "__global__",
    "__shared__",
    "__constant__",
    "__managed__",
];

/// Whether `w` is a keyword: never a variable's or a function's name.
pub fn is_keyword(w: &str) -> bool {
    [TYPE_KEYWORDS, STOP_KEYWORDS, OTHER_KEYWORDS]
        .iter()
        .any(|list| list.contains(&w))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whitespace-separated tokens; words are names.
    fn tokens(s: &str) -> Vec<Token> {
        s.split_whitespace()
            .map(|w| {
                let ident = w.starts_with(|c: char| c.is_alphabetic() || c == '_');
                let kind = if ident {
                    TokenKind::Ident
                } else if w.starts_with(|c: char| c.is_ascii_digit()) {
                    TokenKind::Number
                } else {
                    TokenKind::Punct
                };
                Token::new(kind, w, crate::source::Loc::default())
            })
            .collect()
    }

    fn declared(s: &str) -> Vec<String> {
        let toks = tokens(s);
        let partners = pair_brackets(&toks);
        let w = PairedTokens {
            toks: &toks,
            partners: &partners,
        };
        let mut v: Vec<String> = declared_names(&w, (0, w.count() - 1)).into_iter().collect();
        v.sort();
        v
    }

    #[test]
    fn declarations_are_told_from_expressions() {
        assert_eq!(
            declared("float a = 2 ; int n = 5 , m = 6 ;"),
            ["a", "m", "n"]
        );
        assert_eq!(
            declared("( float * x , const T & v , int k [ ] )"),
            ["k", "v", "x"]
        );
        assert_eq!(declared("std :: vector < float > h ( n ) ;"), ["h"]);
        assert_eq!(declared("auto & [ p , q ] = pair ;"), ["p", "q"]);
        assert_eq!(declared("for ( int i = 0 ; i < n ; i ++ )"), ["i"]);
        // Expressions, calls, casts and aliases declare nothing.
        assert!(declared("y = 2 * sqrtf ( x ) ; f ( a , b ) ; return c ;").is_empty());
        assert!(declared("z = x * f ( y ) ; g ( n * h ( 1 ) ) ; v = ( float ) w ;").is_empty());
        assert!(declared("typedef float real ; using idx = int ; x = a , b ;").is_empty());
    }

    #[test]
    fn shapes_and_captures() {
        let toks = tokens("f ( [ = , k = a * 2 ] __device__ ( int i ) mutable -> float { return k * x [ i ] + y . z + n ; } )");
        let partners = pair_brackets(&toks);
        let w = PairedTokens {
            toks: &toks,
            partners: &partners,
        };
        let shape = shape_at(&w, 2).expect("an extended lambda");
        assert_eq!(shape.captures, (2, 10));
        assert!(shape.mutable && !shape.host);
        let enclosing = |n: &str| ["x", "n", "y", "i"].contains(&n);
        let caps = captures(&w, &shape, false, &enclosing).unwrap();
        let names: Vec<&str> = caps.iter().map(|c| &*c.name).collect();
        // `i` is the lambda's own; `z` a member.
        assert_eq!(names, ["k", "x", "y", "n"]);
        assert_eq!(caps[0].init, Some((7, 9)));

        let subscript = tokens("a [ i ] ( x ) __device__");
        assert!(shape_at(
            &PairedTokens {
                toks: &subscript,
                partners: &pair_brackets(&subscript)
            },
            1
        )
        .is_none());
        let host_lambda = tokens("[ = ] ( int i ) { }");
        assert!(shape_at(
            &PairedTokens {
                toks: &host_lambda,
                partners: &pair_brackets(&host_lambda)
            },
            0
        )
        .is_none());
        let by_ref = tokens("[ & ] __device__ { }");
        let partners = pair_brackets(&by_ref);
        let by_ref = PairedTokens {
            toks: &by_ref,
            partners: &partners,
        };
        let s = shape_at(&by_ref, 0).unwrap();
        assert!(captures(&by_ref, &s, false, &|_| true).is_err());

        // A template lambda's parameters, after `__device__` (before it, nvcc refuses them).
        for text in [
            "[ ] < class T , int N > __device__ ( T x ) { }",
            "[ ] __device__ < class T , int N > ( T x ) { }",
        ] {
            let toks = tokens(text);
            let partners = pair_brackets(&toks);
            let paired = PairedTokens {
                toks: &toks,
                partners: &partners,
            };
            let s = shape_at(&paired, 0).expect("a template lambda");
            let (open, close) = s.template.expect("its template parameters");
            assert_eq!(
                (toks[open].text.as_ref(), toks[close].text.as_ref()),
                ("<", ">")
            );
            assert_eq!(close - open, 6);
            let refused = captures(&paired, &s, false, &|_| true).is_err();
            assert_eq!(refused, text.starts_with("[ ] <"));
        }
    }
}
