//! Kernel bodies become launch stubs.
//!
//! On the host a kernel is an ordinary function whose address identifies the kernel: calling
//! it hands its record (see [`KernelRecord`]) and the addresses of its parameters to
//! `__ferrocudaLaunch` (as arguments, to `__ferrocudaLaunch<N>`, for up to [`MAX_LISTED_ARGS`]
//! of them), which pops the configuration that `<<<...>>>` pushed and launches. A templated
//! kernel's record describes its template arguments, which the runtime instantiates the
//! device code from.

use super::edits::Edits;
use super::emit::{self, RecordKind};
use super::scan::{KernelDef, NOT_A_NAME};
use super::tokens::Stream;
use std::fmt::Write as _;

/// The most parameters whose addresses a stub passes as arguments of its own (to
/// `__ferrocudaLaunch<N>`) rather than in an array: at `-O0` the host compiler spends less on a
/// call's arguments than on filling an array.
pub const MAX_LISTED_ARGS: usize = 8;

/// One parameter of a kernel.
#[derive(Debug)]
pub struct Param {
    /// The name the stub refers to it by (declared or synthesized).
    pub name: String,
    /// A parameter pack (`Ts... xs`): its address expands with `...`.
    pub pack: bool,
    /// A reference (`int& v`): the kernel receives the referred object's address, so the
    /// stub passes the address of a pointer holding it.
    pub reference: bool,
    /// The declaration as text, named as written, for disambiguating an overloaded kernel: a
    /// later parameter's type may name it (`const T* in, decltype(*in + 1)* out`).
    pub decl_text: String,
}

/// One declaration of a parameter list: its tokens `[start, end)`, a default argument left out.
#[derive(Clone, Copy, Debug)]
pub struct ParamDecl {
    pub start: usize,
    pub end: usize,
    pub has_default: bool,
    /// A parameter pack (`Ts... xs`) or C's `...`.
    pub variadic: bool,
}

/// The declarations of the parameter list `(`..`)` at `params`; `()` and `(void)` have none.
pub fn param_decls(s: &Stream, (open, close): (usize, usize)) -> Vec<ParamDecl> {
    let ranges = split_args(s, open + 1, close);
    if let [(a, b)] = ranges[..] {
        if a == b || (b == a + 1 && s.is(a, "void")) {
            return Vec::new();
        }
    }
    ranges
        .into_iter()
        .map(|(mut a, b)| {
            // A parameter's attributes (`[[maybe_unused]] int n`) are not its type.
            while s.is(a, "[") && s.is(a + 1, "[") {
                a = s.partner(a).map_or(b, |close| close + 1);
            }
            let mut end = b;
            let mut j = a;
            while j < b {
                match s.text(j) {
                    "(" | "[" | "{" => j = s.partner(j).unwrap_or(b),
                    "=" => {
                        end = j;
                        break;
                    }
                    _ => {}
                }
                j += 1;
            }
            ParamDecl {
                start: a,
                end,
                has_default: end < b,
                variadic: declares_pack(s, a, end),
            }
        })
        .collect()
}

/// How many arguments a call may pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arity {
    pub min: usize,
    /// `None` for a variadic function.
    pub max: Option<usize>,
}

impl Arity {
    pub fn of(decls: &[ParamDecl]) -> Arity {
        let variadic = decls.iter().any(|d| d.variadic);
        Arity {
            min: decls
                .iter()
                .filter(|d| !d.has_default && !d.variadic)
                .count(),
            max: (!variadic).then_some(decls.len()),
        }
    }

    pub fn accepts(&self, n: usize) -> bool {
        n >= self.min && self.max.is_none_or(|m| n <= m)
    }
}

/// The parameter's type as written, without its name: `const float *`.
pub fn type_text(s: &Stream, d: &ParamDecl) -> String {
    join(s, d.start, d.end, param_name(s, d.start, d.end))
}

/// Whether the parameter declared by the tokens `a..end` is a pack (`Ts... xs`, C's `...`):
/// a `...` outside its type's template arguments and parentheses (`list<Ts...> l` is no pack).
fn declares_pack(s: &Stream, a: usize, end: usize) -> bool {
    let mut angle = 0i32;
    let mut j = a;
    while j < end {
        match s.text(j) {
            "(" | "[" | "{" => j = s.partner(j).unwrap_or(end),
            "<" => angle += 1,
            ">" => angle -= 1,
            ">>" => angle -= 2,
            "..." if angle <= 0 => return true,
            _ => {}
        }
        j += 1;
    }
    false
}

/// Parses the parameter list `(`..`)` at `params` of the kernel `kernel`; unnamed parameters
/// get a name inserted (`__fc_p0`, ...) through `edits`, as does one that would hide from the
/// stub's body a name it needs: the kernel's (`void fill(int* fill)`) or one the parameter
/// list names before it, a type (`Cfg Cfg`), which the stub writes in its cast.
pub fn params(s: &Stream, kernel: &str, params: (usize, usize), edits: &mut Edits) -> Vec<Param> {
    let mut out = Vec::new();
    let hides_a_name =
        |n: usize| s.text(n) == kernel || (params.0..n).any(|j| s.text(j) == s.text(n));
    for (k, d) in param_decls(s, params).iter().enumerate() {
        let (a, end) = (d.start, d.end);
        if end == a || (end == a + 1 && s.is(a, "...")) {
            continue; // C varargs: nothing to pass.
        }
        let name = match param_name(s, a, end) {
            Some(n) if hides_a_name(n) => {
                let name = format!("__fc_p{k}");
                edits.rename(&s.toks[n], &name);
                name
            }
            Some(n) => s.text(n).to_string(),
            None => {
                let name = format!("__fc_p{k}");
                edits.insert(unnamed_declarator_end(s, a, end), format!(" {name}"));
                name
            }
        };
        out.push(Param {
            reference: declares_reference(s, a, end),
            name,
            pack: d.variadic,
            decl_text: join(s, a, end, None),
        });
    }
    out
}

/// Where the name of the unnamed parameter declared by `[a, b)` goes: inside a parenthesized
/// declarator (`int (*)[4]`, `void (&)(int)`), else before the array bounds (`int[4]`), else at
/// the end.
fn unnamed_declarator_end(s: &Stream, a: usize, b: usize) -> usize {
    let declarator = (a..b)
        .find(|&j| s.is(j, "(") && matches!(s.text(j + 1), "*" | "&" | "&&"))
        .and_then(|j| s.partner(j));
    if let Some(close) = declarator {
        return s.toks[close].start;
    }
    (a..b)
        .find(|&j| s.is(j, "["))
        .map_or(s.toks[b - 1].end, |j| s.toks[j].start)
}

/// Whether the parameter declared by `[a, b)` is a reference: an `&` or `&&` outside template
/// arguments and brackets.
fn declares_reference(s: &Stream, a: usize, b: usize) -> bool {
    top_level_tokens(s, a, b).any(|j| matches!(s.text(j), "&" | "&&"))
}

/// The tokens of `[a, b)` outside brackets and angle brackets, in order. A comma there ends
/// whatever unbalanced `<` or `>` (a comparison) came before it.
fn top_level_tokens<'s>(s: &'s Stream, a: usize, b: usize) -> impl Iterator<Item = usize> + 's {
    let mut angle = 0i32;
    let mut i = a;
    std::iter::from_fn(move || {
        while i < b {
            let j = i;
            i += 1;
            match s.text(j) {
                "(" | "[" | "{" => i = s.partner(j).map_or(b, |close| close + 1),
                "<" => angle += 1,
                ">" => angle -= 1,
                ">>" => angle -= 2,
                _ if angle <= 0 => {
                    if s.is(j, ",") {
                        angle = 0;
                    }
                    return Some(j);
                }
                _ => {}
            }
        }
        None
    })
}

/// The tokens `[a, b)` joined by spaces, without `skip` and without CUDA qualifiers.
fn join(s: &Stream, a: usize, b: usize, skip: Option<usize>) -> String {
    (a..b)
        .filter(|&j| Some(j) != skip && !s.is(j, "__grid_constant__"))
        .map(|j| s.text(j))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The token naming the parameter declared by `[a, b)`, if it has a name: the last identifier
/// at depth 0 that something type-like precedes (`int n`, `T* __restrict__ p`, `Foo f[4]`),
/// or the identifier inside a parenthesized declarator (`void (*cb)(int)`).
fn param_name(s: &Stream, a: usize, b: usize) -> Option<usize> {
    let mut seen_type = false;
    let mut cand = None;
    let mut angle = 0i32;
    let mut j = a;
    while j < b {
        let t = s.text(j);
        match t {
            "(" => {
                let close = s.partner(j).unwrap_or(b);
                // An operand (`decltype(*in + 1)`) names no parameter; a declarator's
                // parentheses (`float (*f)(int)`) hold the name.
                let operand = super::scan::PAREN_TAKERS.contains(&s.text(j.wrapping_sub(1)));
                if !operand && matches!(s.text(j + 1), "*" | "&" | "&&") {
                    return (j + 1..close).rev().find(|&k| s.is_ident(k)).or(cand);
                }
                j = close;
            }
            "[" => {
                // Array bounds follow the name.
                return cand;
            }
            "<" => angle += 1,
            ">" => angle -= 1,
            ">>" => angle -= 2,
            "*" | "&" | "&&" | "..." if angle <= 0 => seen_type = true,
            _ if s.is_ident(j) && angle <= 0 => {
                let qualified = s.is(j + 1, "::") || s.is(j.wrapping_sub(1), "::");
                let templ = s.is(j + 1, "<");
                if NOT_A_NAME.contains(&t) {
                    // `const`, `struct` and friends qualify a type; real type words are one.
                    if !matches!(
                        t,
                        "const"
                            | "volatile"
                            | "struct"
                            | "class"
                            | "union"
                            | "enum"
                            | "typename"
                            | "__restrict__"
                            | "__restrict"
                            | "restrict"
                            | "__grid_constant__"
                            | "register"
                    ) {
                        seen_type = true;
                    }
                } else if seen_type && !qualified && !templ {
                    cand = Some(j);
                } else {
                    seen_type = true;
                }
            }
            _ => {}
        }
        j += 1;
    }
    cand
}

/// What the stub needs about the kernel beyond its parameters.
pub struct StubInfo {
    /// The expression naming this kernel's host function: `name`, `&name<T, N>`, or a cast to
    /// the exact function type for an overloaded name.
    pub self_expr: String,
    /// Where the kernel's record is.
    pub record: KernelRecord,
}

/// Where a kernel's record (`__fc_record`, see `emit::record`) is defined.
pub enum KernelRecord {
    /// In the stub, as a static local in the section the file's registration walks: for a
    /// kernel of which the host program has one definition (not a template's instance, not
    /// `inline`). `name` is the name it registers under.
    Local { name: String },
    /// In a class made for it (see [`Instance`]), the stub listing it (`emit::record_listing`):
    /// for a template, whose instances only the host compiler knows and whose static data the
    /// host compiler puts in no section of the program's choosing, and for an `inline` kernel,
    /// whose record would be shared between files where the section's other records are not.
    Instance(Instance),
    /// The record of the primary template's instance that an explicit specialization whose
    /// template arguments its parameters deduce (`template <> __global__ void k(int*, double)`)
    /// is: `class` names that instance's class, which the host compiler finds by deducing
    /// them too (the primary's record names `&k<T>`, the specialization for those arguments).
    OfPrimary { class: String },
}

/// The record of a templated kernel's instance, of an `inline` kernel or of an instance of a
/// `__device__` or `__constant__` variable template: a static member `record`, the constant
/// `__fc_record` describing it, of a class `__fc_instance_<id>` made for it (a class template
/// with the kernel's parameters, for a template). The runtime can only learn of an instance
/// from the program: a kernel's stub lists its record where the host compiler emits it, for
/// the file's registration to walk (`emit::record_listing`), and launches through it; a
/// variable template's instance, which has no code of its own, registers from the initializer
/// of a second member, `registered`, which the shadow's uses odr-use. So every instance the
/// host compiler makes is known to `cudaFuncGetAttributes` and the like before `main`. The
/// device front end finds the instances the host compiler made from the records' symbols in
/// the object (`__fc_instance_<id><args>::record`).
pub struct Instance {
    /// Unique in the file.
    pub id: usize,
    /// The qualified name of the kernel (or variable template) the runtime instantiates the
    /// device code of (`name#k` for the `k`th of several templated kernels of one name).
    pub name: String,
    pub of: InstanceOf,
    /// The initializers of the template-argument descriptions (`__fc_targ`); `None` for a
    /// kernel that is not a template's.
    pub targs: Option<Vec<String>>,
    /// For a template: its parameter declarations and the arguments naming them.
    pub params: Option<(Vec<String>, Vec<String>)>,
    /// The tag classes its template template parameters are described through (see
    /// [`template_args_expr`]).
    pub tags: String,
}

/// What an [`Instance`] is an instance of.
#[derive(Clone, Copy)]
pub enum InstanceOf {
    Kernel,
    /// A `__device__` (or, `constant`, a `__constant__`) variable template: the record names
    /// the instance's host shadow, which the runtime maps to the device's instance.
    Variable {
        constant: bool,
    },
}

impl Instance {
    pub fn class(&self) -> String {
        match &self.params {
            Some((_, args)) => format!("__fc_instance_{}<{}>", self.id, args.join(", ")),
            None => format!("__fc_instance_{}", self.id),
        }
    }

    pub fn template_header(&self) -> String {
        match &self.params {
            Some((decls, _)) => format!("template <{}> ", decls.join(", ")),
            None => String::new(),
        }
    }

    /// The class, which goes before the kernel. An unnamed namespace: every file registers
    /// with its own module. The descriptions are a constant data member, defined out of the
    /// class for C++11 and C++14: no code runs to build them, and the host compiler emits no
    /// function for them.
    pub fn class_definition(&self) -> String {
        let header = self.template_header();
        let targs = match &self.targs {
            Some(targs) => {
                let mut list = String::new();
                for t in targs {
                    list.push_str(t);
                    list.push_str(", ");
                }
                format!(
                    "static constexpr __fc_targ targs[] = {{{list}__fc_targ{{nullptr, 0, 0, nullptr}}}}; "
                )
            }
            None => String::new(),
        };
        let targs_definition = match &self.targs {
            Some(_) => format!("{header}constexpr __fc_targ {}::targs[]; ", self.class()),
            None => String::new(),
        };
        let registered = match self.of {
            InstanceOf::Kernel => "",
            InstanceOf::Variable { .. } => " static const int registered;",
        };
        format!(
            "namespace {{ {}{header}struct __fc_instance_{} {{ \
             {targs}static const __fc_record record;{registered} }}; \
             {targs_definition}}} ",
            self.tags, self.id,
        )
    }

    /// The definitions of the record (and for a variable, of its registration), which go
    /// after the stub: they name the kernel. The record's initializer is an address constant,
    /// which the host compiler initializes statically, before any initializer that registers
    /// it runs.
    pub fn registration(&self, self_expr: &str) -> String {
        let header = self.template_header();
        let class = self.class();
        let targs = match self.targs {
            Some(_) => "targs",
            None => "nullptr",
        };
        let (record, registered) = match self.of {
            InstanceOf::Kernel => (
                emit::record(self_expr, &self.name, targs, "0", RecordKind::Kernel),
                String::new(),
            ),
            InstanceOf::Variable { constant } => (
                emit::record(
                    self_expr,
                    &self.name,
                    targs,
                    &format!("sizeof(*{self_expr})"),
                    RecordKind::Variable { constant },
                ),
                format!(
                    " {header}const int {class}::registered = __ferrocudaRegisterRecord(&record);"
                ),
            ),
        };
        format!(
            " namespace {{ {header}const __fc_record {class}::record = {record};{registered} }}"
        )
    }
}

/// The stub that replaces the kernel body (and for an instance, its registration). One
/// line: the body's other lines stay empty.
pub fn stub_text(params: &[Param], info: &StubInfo) -> String {
    let mut referred = String::new();
    let addresses: Vec<String> = params
        .iter()
        .enumerate()
        .map(|(k, p)| match (p.reference, p.pack) {
            (true, false) => {
                let _ = write!(referred, "auto* __fc_ref{k} = &{}; ", p.name);
                format!("(void*)&__fc_ref{k}")
            }
            (_, pack) => format!("(void*)&{}{}", p.name, if pack { "..." } else { "" }),
        })
        .collect();
    let listed =
        !params.is_empty() && params.len() <= MAX_LISTED_ARGS && !params.iter().any(|p| p.pack);
    // `suffix` goes after the entry point's name, `args` after the kernel's own argument.
    let (mut out, suffix, args) = if listed {
        let n = params.len();
        (
            format!("{{ {referred}"),
            n.to_string(),
            addresses.join(", "),
        )
    } else if params.is_empty() {
        (String::from("{ "), String::new(), "nullptr".to_string())
    } else {
        // An empty pack would leave the array empty, which C++ rejects.
        let tail = if params.iter().any(|p| p.pack) {
            ", nullptr"
        } else {
            ""
        };
        let array = format!(
            "{{ {referred}void* __fc_args[] = {{{}{tail}}}; ",
            addresses.join(", ")
        );
        (array, String::new(), "__fc_args".to_string())
    };
    let self_expr = &info.self_expr;
    let mut launch_through = |class: &str| {
        let _ = write!(
            out,
            "{} __ferrocudaLaunch{suffix}(&{class}::record, {args}); }}",
            emit::record_listing(&format!("&{class}::record"))
        );
    };
    match &info.record {
        KernelRecord::Instance(instance) => {
            launch_through(&instance.class());
            out.push_str(&instance.registration(self_expr));
        }
        KernelRecord::OfPrimary { class } => launch_through(class),
        KernelRecord::Local { name } => {
            // In the stub's scope, the kernel's parameter types are named as its declaration
            // names them, even in a definition outside its namespace.
            let _ = write!(
                out,
                "static const __fc_record __fc_kernel {} = {}; __ferrocudaLaunch{suffix}(&__fc_kernel, {args}); }}",
                emit::record_attributes(),
                emit::record(self_expr, name, "nullptr", "0", RecordKind::Kernel),
            );
        }
    }
    out
}

/// A template parameter: its name and what kind of argument it takes.
#[derive(Debug)]
pub struct TemplateParam {
    pub name: String,
    pub kind: TemplateParamKind,
    pub pack: bool,
    /// The declaration without its default argument, named (`typename T`, `int N`).
    pub decl: String,
}

impl TemplateParam {
    /// The parameter written as an argument naming it (`T`, `Ts...`).
    pub fn as_argument(&self) -> String {
        format!("{}{}", self.name, if self.pack { "..." } else { "" })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TemplateParamKind {
    Type,
    Value,
    Template,
}

/// Parses the template parameter list between `open` (`<`) and `close` (`>`); unnamed
/// parameters get a name inserted through `edits`.
pub fn template_params(
    s: &Stream,
    (open, close): (usize, usize),
    edits: &mut Edits,
) -> Vec<TemplateParam> {
    let mut out = Vec::new();
    for (k, (a, b)) in split_args(s, open + 1, close).into_iter().enumerate() {
        if a == b {
            continue;
        }
        let mut end = b;
        let mut angle = 0i32;
        for j in a..b {
            match s.text(j) {
                "<" => angle += 1,
                ">" => angle -= 1,
                ">>" => angle -= 2,
                "=" if angle <= 0 => {
                    end = j;
                    break;
                }
                _ => {}
            }
        }
        let pack = declares_pack(s, a, end);
        // A type constraint (`std::integral T`, `Real T`, `std::convertible_to<int> T`) is the
        // last name of the qualified name the parameter starts with.
        let mut constraint = a;
        while s.is(constraint + 1, "::") && s.is_ident(constraint + 2) {
            constraint += 2;
        }
        // `typename std::enable_if<C, int>::type = 0`: `typename` starts a qualified type, the
        // type of a value parameter.
        let typename_type = s.is(a, "typename") && (a + 1..end).any(|j| s.is(j, "::"));
        let kind = if s.is(a, "template") {
            TemplateParamKind::Template
        } else if typename_type {
            TemplateParamKind::Value
        } else if matches!(s.text(a), "typename" | "class")
            || (s.is_ident(constraint) && s.is_concept(s.text(constraint)))
        {
            TemplateParamKind::Type
        } else {
            TemplateParamKind::Value
        };
        // The name is the last identifier, unless that is the keyword itself (`typename`), or
        // in a declarator that says what it points to, the last one in its parentheses
        // (`float (*F)(float)`, `int (S::*M)() const`).
        let pointer_declarator = |open: usize| {
            let mut k = open + 1;
            while s.is_ident(k) && s.is(k + 1, "::") {
                k += 2;
            }
            s.is(open, "(") && matches!(s.text(k), "*" | "&" | "&&")
        };
        let last = (a..end)
            .find(|&j| pointer_declarator(j))
            .and_then(|open| s.partner(open))
            .map_or(end - 1, |close| close - 1);
        let named = s.is_ident(last)
            && !matches!(
                s.text(last),
                "typename" | "class" | "int" | "unsigned" | "bool" | "auto"
            )
            && last > a
            && !s.is(last - 1, "::");
        let name = if named {
            s.text(last).to_string()
        } else {
            let name = format!("__fc_t{k}");
            edits.insert(s.toks[last].end, format!(" {name}"));
            name
        };
        let mut decl = Vec::new();
        for j in a..end {
            decl.push(s.text(j));
            if j == last && !named {
                decl.push(&name);
            }
        }
        let decl = decl.join(" ");
        out.push(TemplateParam {
            name,
            kind,
            pack,
            decl,
        });
    }
    out
}

/// Splits `[a, b)` at commas outside brackets and angle brackets.
fn split_args(s: &Stream, a: usize, b: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = a;
    for i in top_level_tokens(s, a, b).filter(|&i| s.is(i, ",")) {
        out.push((start, i));
        start = i + 1;
    }
    out.push((start, b));
    out
}

/// The descriptions (`__fc_targ` initializers) of `params` as arguments, from which the runtime
/// names the instance: `t:<typeid name>` for a type, `v:<decimal>` for a value, and for a
/// template `T:<typeid name>` of a tag class instantiated with it (the only name of a
/// template C++ gives at run time), the tag being the `k`-th of [`template_tags`]`(params, id)`.
pub fn template_args_expr(params: &[TemplateParam], id: usize) -> Vec<String> {
    params
        .iter()
        .enumerate()
        .map(|(k, p)| match p.kind {
            TemplateParamKind::Template => format!(
                "__fc_targ{{&__ferrocuda_type_name<__fc_template_{id}_{k}<{}>>, 0, 'T', nullptr}}",
                p.name
            ),
            kind => arg_expr(&p.name, kind, p.pack),
        })
        .collect()
}

/// The tag classes of the template template parameters among `params`: each a class template
/// whose one parameter is declared as that parameter is.
pub fn template_tags(params: &[TemplateParam], id: usize) -> String {
    let mut out = String::new();
    for (k, p) in params.iter().enumerate() {
        if p.kind == TemplateParamKind::Template {
            out.push_str(&format!(
                "template <{}> struct __fc_template_{id}_{k} {{}}; ",
                p.decl
            ));
        }
    }
    out
}

fn arg_expr(text: &str, kind: TemplateParamKind, pack: bool) -> String {
    let dots = if pack { "..." } else { "" };
    match kind {
        TemplateParamKind::Type => {
            format!(
                "__fc_targ{{&__ferrocuda_type_name<__fc_cv_tag<{text}>>, 0, 't', nullptr}}{dots}"
            )
        }
        TemplateParamKind::Value => format!(
            "__fc_value_desc<typename __fc_decay<decltype({text})>::type, ({text})>::get(){dots}"
        ),
        // Only a primary template's stub can describe a template (see `template_args_expr`).
        TemplateParamKind::Template => format!("__fc_targ{{nullptr, 0, 'x', \"{text}\"}}"),
    }
}

/// For an explicit specialization `name<args>`: the descriptions of its template arguments. The
/// kinds come from the primary template when this file declared it; otherwise an argument that
/// starts like a literal or constant expression is a value and anything else a type.
pub fn specialization_args_expr(
    s: &Stream,
    k: &KernelDef,
    primary: Option<&[TemplateParamKind]>,
) -> Vec<String> {
    let lt = k.name + 1;
    let Some(gt) = s.is(lt, "<").then(|| s.angle_close(lt)).flatten() else {
        return Vec::new();
    };
    let mut parts = Vec::new();
    for (n, (a, b)) in split_args(s, lt + 1, gt).into_iter().enumerate() {
        if a == b {
            continue;
        }
        let text = (a..b).map(|j| s.text(j)).collect::<Vec<_>>().join(" ");
        let kind = match primary.and_then(|p| p.get(n)) {
            Some(&kind) => kind,
            None => {
                let first = &s.toks[a];
                let literal = !matches!(first.kind, ferrocuda_frontend::lex::TokenKind::Ident)
                    && !s.is(a, "::");
                if literal || matches!(s.text(a), "true" | "false" | "nullptr" | "sizeof") {
                    TemplateParamKind::Value
                } else {
                    TemplateParamKind::Type
                }
            }
        };
        parts.push(arg_expr(&text, kind, false));
    }
    parts
}
