//! nvcc's own checks of host code: calls of device-only functions and kernel launches with the
//! wrong number of arguments.
//!
//! Left to the host compiler, both would be reported against the rewrite and in its words (a
//! device function is not declared on the host; a launch is a call of the stub), so the host
//! pass reports them first, as nvcc does. Both checks stay silent wherever the scan cannot be
//! sure, and the host compiler has the last word there: a valid program must never be rejected.

use super::edits::Edits;
use super::launch::Launch;
use super::qualified;
use super::scan::{declarator_id, DeviceFn, HostFn, Scan};
use super::stub::{param_decls, type_text, Arity};
use super::tokens::Stream;
use ferrocuda_frontend::extended_lambda;
use std::collections::{HashMap, HashSet};

/// Operators whose operand is not evaluated: naming a device function there calls nothing.
pub(super) const UNEVALUATED: &[&str] = &[
    "sizeof",
    "alignof",
    "decltype",
    "noexcept",
    "typeid",
    "__typeof__",
    "__typeof",
    "typeof",
];

/// `calling a __device__ function("f(int)") from a __host__ function("main") is not allowed`,
/// at the callee's name, for each call of a device-only function from host code.
///
/// A name is only reported when every mention of it that the host compiler sees is such a call:
/// any other (a declaration of a host function or variable of that name, a member access, a
/// use inside a template, which nvcc checks per instantiation, a function of that name that a
/// system header may declare, as `<cmath>` declares `log`) means the name may denote something
/// else there. `src` is the preprocessed text `s` was read from.
pub fn device_calls(s: &Stream, src: &str, sc: &Scan, edits: &Edits) -> Vec<(usize, String)> {
    let mut by_name: HashMap<&str, Vec<&DeviceFn>> = HashMap::new();
    for f in &sc.device_fns {
        let (_, name) = declarator_id(s, f.params.0);
        if s.is_ident(name) && !s.is(name.wrapping_sub(1), "operator") {
            by_name.entry(s.text(name)).or_default().push(f);
        }
    }
    if by_name.is_empty() {
        return Vec::new();
    }
    let mut bodies: Vec<&HostFn> = sc.host_fns.iter().collect();
    bodies.sort_by_key(|f| f.body.0);

    let mut hidden: HashSet<&str> = HashSet::new();
    let mut calls: Vec<(Call, &HostFn)> = Vec::new();
    let mut next_body = bodies.iter().peekable();
    let mut i = 0;
    while i < s.len() {
        if let Some(&f) = next_body.next_if(|f| f.body.0 <= i) {
            let mut j = f.body.0 + 1;
            while j < f.body.1 {
                let t = s.text(j);
                if t == "__device__" {
                    // An extended lambda: its body is device code.
                    if let Some(open) = (j..f.body.1).find(|&k| s.is(k, "{")) {
                        j = s.partner(open).unwrap_or(f.body.1);
                    }
                } else if UNEVALUATED.contains(&t) && s.is(j + 1, "(") {
                    j = s.partner(j + 1).unwrap_or(f.body.1);
                } else if let Some(cands) = s.is_ident(j).then(|| by_name.get(t)).flatten() {
                    match call_at(s, j, cands) {
                        Some(call) if !f.template => calls.push((call, f)),
                        _ => {
                            hidden.insert(t);
                        }
                    }
                }
                j += 1;
            }
            i = f.body.1 + 1;
            continue;
        }
        let t = s.text(i);
        if s.is_ident(i) && by_name.contains_key(t) && !edits.is_claimed(s.toks[i].start) {
            hidden.insert(t);
        }
        i += 1;
    }

    if calls.is_empty() {
        return Vec::new();
    }
    // Only now: reading the system headers' text is most of this check's work.
    hidden.extend(super::skim::system_header_calls(src));
    calls
        .into_iter()
        .filter(|(c, _)| !hidden.contains(s.text(c.name)))
        .map(|(c, caller)| {
            let kind = if caller.host_device {
                "__host__ __device__"
            } else {
                "__host__"
            };
            let msg = format!(
                "calling a __device__ function(\"{}\") from a {kind} function(\"{}\") is not allowed",
                callee_text(s, &c),
                function_name(s, caller.params.0)
            );
            (c.first, msg)
        })
        .collect()
}

/// `a __global__ function call must be configured`, at the kernel's name, for each call of a
/// kernel without `<<<...>>>` in the body of a host function (which would run nothing).
///
/// As for [`device_calls`], a name is only reported where it can denote nothing else: a
/// member access, a qualified name, a use in a template, or a host function, variable or
/// system header's function of the kernel's name leaves the host compiler to judge.
pub fn unconfigured_kernel_calls(s: &Stream, src: &str, sc: &Scan) -> Vec<(usize, String)> {
    let kernels: HashSet<&str> = sc
        .kernels
        .iter()
        .filter(|k| k.template.is_none())
        .map(|k| s.text(k.name))
        .collect();
    if kernels.is_empty() {
        return Vec::new();
    }
    let mut calls = Vec::new();
    for f in sc.host_fns.iter().filter(|f| !f.template) {
        for j in f.body.0 + 1..f.body.1 {
            let qualified = matches!(s.text(j.wrapping_sub(1)), "." | "->" | "::");
            if kernels.contains(s.text(j)) && s.is(j + 1, "(") && !qualified {
                calls.push(j);
            }
        }
    }
    if calls.is_empty() {
        return Vec::new();
    }
    let mut other_uses: HashSet<&str> = sc
        .host_fns
        .iter()
        .map(|f| s.text(declarator_id(s, f.params.0).1))
        .chain(sc.vars.iter().map(|v| s.text(v.name)))
        .collect();
    other_uses.extend(super::skim::system_header_calls(src));
    calls
        .into_iter()
        .filter(|&j| !other_uses.contains(s.text(j)))
        .map(|j| {
            (
                j,
                "a __global__ function call must be configured".to_string(),
            )
        })
        .collect()
}

/// A call of a device-only function in host code.
struct Call<'a> {
    /// The first token of the (possibly qualified) name.
    first: usize,
    name: usize,
    /// The device functions the name and its qualifier can denote.
    cands: Vec<&'a DeviceFn>,
    args: Option<usize>,
}

/// The call whose callee's unqualified name is token `name`: `f(`, `ns::f(`, `f<T>(`. `None`
/// when the name is used otherwise or qualified by something no candidate lives in.
fn call_at<'a>(s: &Stream, name: usize, cands: &[&'a DeviceFn]) -> Option<Call<'a>> {
    if matches!(s.text(name.wrapping_sub(1)), "." | "->") {
        return None;
    }
    let mut first = name;
    let mut written = Vec::new();
    let mut rooted = false;
    while s.is(first.wrapping_sub(1), "::") {
        if s.is_ident(first.wrapping_sub(2)) {
            first -= 2;
            written.insert(0, s.text(first).to_string());
        } else {
            first -= 1;
            rooted = true;
            break;
        }
    }
    let lparen = if s.is(name + 1, "<") {
        s.angle_close(name + 1)? + 1
    } else {
        name + 1
    };
    if !s.is(lparen, "(") {
        return None;
    }
    let cands: Vec<&DeviceFn> = cands
        .iter()
        .copied()
        .filter(|f| {
            let path = full_path(s, f);
            let scope = &path[..path.len() - 1];
            if rooted {
                scope == written.as_slice()
            } else {
                scope.ends_with(&written)
            }
        })
        .collect();
    if cands.is_empty() {
        return None;
    }
    Some(Call {
        first,
        name,
        cands,
        args: s
            .partner(lparen)
            .and_then(|close| arguments(s, lparen, close))
            .map(|a| a.len()),
    })
}

/// The namespaces and classes of a device function's definition, then its name.
fn full_path(s: &Stream, f: &DeviceFn) -> Vec<String> {
    let (first, name) = declarator_id(s, f.params.0);
    let mut path = f.scope.clone();
    path.extend((first..name).step_by(2).map(|k| s.text(k).to_string()));
    path.push(s.text(name).to_string());
    path
}

/// The callee as nvcc prints it: the qualified name with the parameter types, when the
/// arguments tell which of the candidates is called; the name alone otherwise.
fn callee_text(s: &Stream, c: &Call) -> String {
    let mut signatures: Vec<String> = c
        .cands
        .iter()
        .filter_map(|f| {
            let decls = param_decls(s, f.params);
            let fits = c.args.is_none_or(|n| Arity::of(&decls).accepts(n));
            let types: Vec<String> = decls.iter().map(|d| type_text(s, d)).collect();
            fits.then(|| {
                let path = full_path(s, f);
                let (name, scope) = path.split_last().expect("a path ends with the name");
                format!("{}({})", qualified(scope, name), types.join(", "))
            })
        })
        .collect();
    signatures.sort();
    signatures.dedup();
    match &signatures[..] {
        [one] => one.clone(),
        _ => {
            let path = full_path(s, c.cands[0]);
            let (name, scope) = path.split_last().expect("a path ends with the name");
            qualified(scope, name)
        }
    }
}

/// The name of the function whose parameter list opens at `open`, as nvcc names a caller:
/// unqualified, an operator spelled out (`operator()`).
fn function_name(s: &Stream, open: usize) -> String {
    if let Some(op) = (open.saturating_sub(3)..open).find(|&k| s.is(k, "operator")) {
        let rest: String = (op + 1..open).map(|k| s.text(k)).collect();
        let sep = if rest.starts_with(|c: char| c.is_alphanumeric() || c == '_') {
            " "
        } else {
            ""
        };
        return format!("operator{sep}{rest}");
    }
    s.text(declarator_id(s, open).1).to_string()
}

/// The arguments between the parentheses `open` and `close`, as token ranges `[a, b)`. `None`
/// when a `<` or a pack expansion at the top level makes the count uncertain (`f(a < b, c >
/// d)` passes two arguments, `f(g<a, b>(c))` one).
fn arguments(s: &Stream, open: usize, close: usize) -> Option<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    if close == open + 1 {
        return Some(out);
    }
    let mut start = open + 1;
    let mut i = open + 1;
    while i < close {
        match s.text(i) {
            "(" | "[" | "{" => i = s.partner(i)?,
            "<" | "..." => return None,
            "," => {
                out.push((start, i));
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push((start, close));
    Some(out)
}

/// `too many arguments in function call` (at the first extra argument) and `too few arguments
/// in function call` (at the `)`), EDG's words, for launches of a kernel whose parameter list
/// the file declares. Overloaded names (their declarations disagree on the count), variadic
/// templates and callees that are not a plain name are left alone.
pub fn launch_arguments(s: &Stream, sc: &Scan, launches: &[&Launch]) -> Vec<(usize, String)> {
    let mut arity: HashMap<&str, Option<Arity>> = HashMap::new();
    let declared = sc.kernels.iter().map(|k| k.params);
    for params in declared.chain(sc.kernel_prototypes.iter().copied()) {
        let name = s.text(declarator_id(s, params.0).1);
        let a = Arity::of(&param_decls(s, params));
        arity
            .entry(name)
            .and_modify(|known| {
                // Default arguments add up over the declarations; counts must agree.
                *known = known.filter(|k| k.max == a.max).map(|k| Arity {
                    min: k.min.min(a.min),
                    max: k.max,
                });
            })
            .or_insert(Some(a));
    }
    let mut errors = Vec::new();
    for l in launches {
        let Some(Some(a)) = kernel_name(s, l).and_then(|n| arity.get(n)) else {
            continue;
        };
        if names_a_local(s, sc, l) {
            continue;
        }
        let lparen = l.close + 2;
        let Some(args) = arguments(s, lparen, l.args_close) else {
            continue;
        };
        match a.max {
            Some(max) if args.len() > max => errors.push((
                args[max].0,
                "too many arguments in function call".to_string(),
            )),
            _ if args.len() < a.min => errors.push((
                l.args_close,
                "too few arguments in function call".to_string(),
            )),
            _ => {}
        }
    }
    errors
}

/// Whether the launch's callee is a name alone that the host function around it declares (a
/// parameter or a variable before the launch: `void run(K k, ...) { k<<<1, 1>>>(...); }`), which
/// hides a kernel of that name.
fn names_a_local(s: &Stream, sc: &Scan, l: &Launch) -> bool {
    let name = l.open - 1;
    if name != l.callee || !s.is_ident(name) {
        return false;
    }
    let around = sc
        .host_fns
        .iter()
        .find(|f| f.body.0 < name && name < f.body.1);
    around.is_some_and(|f| {
        let declared = |range| extended_lambda::declared_names(s, range).contains(s.text(name));
        // (A pointer to a function, `void (*k)(int*)`, is declared inside parentheses.)
        let pointer = (f.params.0..f.params.1)
            .any(|i| s.is(i, "*") && s.text(i + 1) == s.text(name) && s.is(i + 2, ")"));
        declared(f.params) || pointer || declared((f.body.0, name - 1))
    })
}

/// The unqualified name a launch's callee spells (`k`, `ns::k`, `k<T, 4>`), or `None` for any
/// other expression.
fn kernel_name<'a>(s: &'a Stream, l: &Launch) -> Option<&'a str> {
    let end = l.open - 1;
    let name = if s.is(end, ">") || s.is(end, ">>") {
        s.angle_open(end)?.checked_sub(1)?
    } else {
        end
    };
    let plain = (l.callee..name).all(|k| s.is(k, "::") || s.is(k, "template") || s.is_ident(k));
    (s.is_ident(name) && plain).then(|| s.text(name))
}
