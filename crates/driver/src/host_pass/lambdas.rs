//! Extended lambdas in host code (`[=] __device__ (int i) {...}`) become objects of classes of
//! ours, as `ferrocuda_frontend::extended_lambda` describes: each lambda is replaced by its
//! class's construction from what it captures, and the class is declared just before the
//! function that encloses the lambda. The device pass numbers the lambdas and reads their
//! captures from its own tokens with the same functions, so both define the same class.

use super::edits::{one_line, Edits};
use super::scan::{HostFn, Scan};
use super::stub::{self, TemplateParam};
use super::tokens::Stream;
use super::QUALIFIERS;
use ferrocuda_frontend::extended_lambda::{
    capture_param, class_name, lambdas_in, numbers, Capture, Found, Shape, TokenText, KIND_MEMBER,
    THIS,
};

impl TokenText for Stream {
    fn count(&self) -> usize {
        self.len()
    }
    fn text(&self, i: usize) -> &str {
        Stream::text(self, i)
    }
    fn is_ident(&self, i: usize) -> bool {
        Stream::is_ident(self, i)
    }
    fn partner(&self, i: usize) -> Option<usize> {
        Stream::partner(self, i)
    }
}

/// Rewrites every extended lambda in a host function's body; returns whether there was one
/// (the prelude then declares `__fc_capture`). Errors in capture lists are the device pass's
/// to report: such a lambda is left as it is.
pub fn rewrite(s: &Stream, src: &str, sc: &Scan, unit: &str, edits: &mut Edits) -> bool {
    let numbers = numbers(s);
    if numbers.is_empty() {
        return false;
    }
    let mut fns: Vec<&HostFn> = sc.host_fns.iter().filter(|f| !f.host_device).collect();
    fns.sort_by_key(|f| f.body.0);
    for f in fns {
        let found = lambdas_in(s, f.params, f.body, f.has_this, |i| {
            numbers.get(&i).copied()
        });
        let mut classes = String::new();
        let mut template: Option<Vec<TemplateParam>> = None;
        for Found {
            number,
            shape,
            captures,
            local_types,
            local_constants,
        } in found
        {
            let Ok(captures) = captures else {
                continue;
            };
            let template = template.get_or_insert_with(|| {
                f.template_list
                    .map(|list| stub::template_params(s, list, edits))
                    .unwrap_or_default()
            });
            let name = class_name(unit, number);
            let class = ClassParts {
                name: &name,
                shape: &shape,
                captures: &captures,
                local_types: &local_types,
                local_constants: &local_constants,
            };
            classes.push_str(&class_text(s, &class, template));
            let made = construction(s, &name, &captures, template);
            let (open, close) = (shape.captures.0, shape.body.1);
            edits.replace_claimed(src, s.toks[open].start, s.toks[close].end, &made);
        }
        if !classes.is_empty() {
            edits.insert(s.toks[f.start].start, classes);
        }
    }
    true
}

/// `__fc_capture<T>::type`: `T` without references and qualifiers, the type of a copy; an
/// array is held in `cuda_runtime.h`'s `__fc_array`.
pub const CAPTURE_TYPE: &str = "\
template <class __T> struct __fc_capture { typedef __T type; };
template <class __T, unsigned long __N> struct __fc_array;
template <class __T, unsigned long __N> struct __fc_capture<__T[__N]> { typedef __fc_array<__T, __N> type; };
template <class __T, unsigned long __N> struct __fc_capture<const __T[__N]> : __fc_capture<__T[__N]> {};
template <class __T> struct __fc_capture<__T&> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<__T&&> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<const __T> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<volatile __T> : __fc_capture<__T> {};
template <class __T> struct __fc_capture<const volatile __T> : __fc_capture<__T> {};
";

/// The tokens `from..=to` as one line, CUDA's qualifiers left out.
fn text_of(s: &Stream, (from, to): (usize, usize)) -> String {
    let words: Vec<&str> = (from..=to)
        .map(|k| s.text(k))
        .filter(|w| !QUALIFIERS.contains(w))
        .collect();
    one_line(&words.join(" "))
}

/// What the class of an extended lambda holds.
struct ClassParts<'a> {
    name: &'a str,
    shape: &'a Shape,
    captures: &'a [Capture],
    /// The enclosing function's type declarations the lambda sees, declared again in the class
    /// (where it has a call operator on the host).
    local_types: &'a [(usize, usize)],
    /// The enclosing function's constants the lambda names, declared again as `static`
    /// members.
    local_constants: &'a [(usize, usize)],
}

/// The class's declaration: its members and, for a `__host__ __device__` lambda, the call
/// operator the host uses.
fn class_text(s: &Stream, class: &ClassParts, template: &[TemplateParam]) -> String {
    let (name, shape, captures) = (class.name, class.shape, class.captures);
    // The captures' types first: a pack of the enclosing template must be last.
    let params: Vec<String> = (0..captures.len())
        .map(|k| format!("class {}", capture_param(k)))
        .chain(template.iter().map(|p| p.decl.clone()))
        .collect();
    let mut out = String::new();
    if !params.is_empty() {
        out.push_str(&format!("template <{}> ", params.join(", ")));
    }
    out.push_str(&format!(
        "struct {name} {{ static constexpr int {KIND_MEMBER} = {}; ",
        shape.kind()
    ));
    for &range in class.local_constants {
        out.push_str(&format!("static {} ", text_of(s, range)));
    }
    for (k, c) in captures.iter().enumerate() {
        out.push_str(&format!("{} {}; ", capture_param(k), c.name));
    }
    if shape.host {
        for &range in class.local_types {
            out.push_str(&text_of(s, range));
            out.push(' ');
        }
        let params = shape.params.map_or("()".to_string(), |p| text_of(s, p));
        let constness = if shape.mutable { "" } else { " const" };
        let ret = shape
            .ret
            .map_or(String::new(), |r| format!(" -> {}", text_of(s, r)));
        let body = text_of(s, shape.body);
        out.push_str(&format!("auto operator(){params}{constness}{ret} {body} "));
    }
    out.push_str("}; ");
    out
}

/// What replaces the lambda: `name<capture types..., T...>{captures...}`.
fn construction(
    s: &Stream,
    name: &str,
    captures: &[Capture],
    template: &[TemplateParam],
) -> String {
    let init = |c: &Capture| match c.init {
        Some(r) => text_of(s, r),
        // `[=]` in a member function captures the function's `this`.
        None if c.name == THIS => "this".to_string(),
        None => c.name.clone(),
    };
    let args: Vec<String> = captures
        .iter()
        .map(|c| format!("typename __fc_capture<decltype({})>::type", init(c)))
        .chain(template.iter().map(super::stub::TemplateParam::as_argument))
        .collect();
    let inits: Vec<String> = captures.iter().map(|c| format!("({})", init(c))).collect();
    let args = if args.is_empty() {
        String::new()
    } else {
        format!("<{}>", args.join(", "))
    };
    format!("{name}{args}{{{}}}", inits.join(", "))
}
