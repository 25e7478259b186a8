//! Default arguments spread over several declarations of one function (`int f(int a, int b =
//! 4); int f(int a = 3, int b);`): C++ adds each declaration's defaults to those of the
//! declarations before it (of a function that is not a template). Every declaration here gets them all, so that whichever one a call
//! resolves to supplies the same defaults; a parameter given a default twice is an error.
//!
//! Declarations are matched by scope, written name and written signature
//! ([`FunctionDecl::written_signature`]): a class's member declared in the class and defined
//! outside it (`int S::m(int a = 6, int b) {...}`) is one function. Declarations spelled
//! differently (through an alias, say) keep their own defaults.

use super::*;

/// The defaults of one function, by parameter position, with where each is written.
type Defaults = Vec<Option<Expr>>;

/// Gives every declaration in `items` the default arguments of the other declarations of its
/// function, reporting a parameter whose default two declarations give.
pub(super) fn merge(items: &mut [Item], diags: &mut Diagnostics) {
    let mut found = HashMap::default();
    collect(items, "", &mut found, diags);
    // The scopes holding a function declared more than once, and the scopes around them.
    let mut scopes = HashSet::default();
    for (name, _) in found.iter().filter(|(_, (n, _))| *n > 1).map(|(k, _)| k) {
        let mut scope = name.as_str();
        while let Some((outer, _)) = scope.rsplit_once("::") {
            scopes.insert(outer.to_string());
            scope = outer;
        }
    }
    if !scopes.is_empty() {
        apply(items, "", &Merged { found, scopes });
    }
}

struct Merged {
    found: Found,
    scopes: HashSet<String>,
}

/// A function's key: its scope and written name, and its written signature.
fn key(scope: &str, f: &FunctionDecl) -> Option<(String, String)> {
    // (A function template's later declarations may not add defaults.)
    if f.template.is_some() || f.specialization.is_some() || f.params.is_empty() {
        return None;
    }
    let mut name = scope.to_string();
    for segment in &f.name.segments {
        name.push_str("::");
        name.push_str(&segment.name);
    }
    Some((name, f.written_signature()))
}

type Found = HashMap<(String, String), (usize, Defaults)>;

/// Adds the declaration `f` of scope `scope` to `found`.
fn add(f: &FunctionDecl, scope: &str, found: &mut Found, diags: &mut Diagnostics) {
    let Some(key) = key(scope, f) else { return };
    let (declarations, defaults) = found.entry(key).or_default();
    *declarations += 1;
    defaults.resize(f.params.len(), None);
    for (given, param) in defaults.iter_mut().zip(&f.params) {
        match (&given, &param.default) {
            (Some(_), Some(again)) => diags.error(again.loc, "redefinition of default argument"),
            (None, Some(default)) => *given = Some(default.clone()),
            _ => {}
        }
    }
}

fn collect(items: &[Item], scope: &str, found: &mut Found, diags: &mut Diagnostics) {
    for item in items {
        match item {
            Item::Function(f) => add(f, scope, found, diags),
            Item::Namespace { name, items } => collect(
                items,
                &namespace_scope(scope, name.as_deref()),
                found,
                diags,
            ),
            Item::Struct(s) => {
                let (Some(class), Some(body)) = (class_scope(scope, s), &s.body) else {
                    continue;
                };
                for m in &body.methods {
                    add(m, &class, found, diags);
                }
                collect(&body.items, &class, found, diags);
            }
            _ => {}
        }
    }
}

fn apply(items: &mut [Item], scope: &str, merged: &Merged) {
    for item in items {
        match item {
            Item::Function(f) => complete(f, scope, &merged.found),
            Item::Namespace { name, items } => {
                let inner = namespace_scope(scope, name.as_deref());
                if merged.scopes.contains(&inner) {
                    apply(items, &inner, merged);
                }
            }
            Item::Struct(s) => {
                let Some(class) = class_scope(scope, s) else {
                    continue;
                };
                if !merged.scopes.contains(&class) {
                    continue;
                }
                let Some(body) = &mut Rc::make_mut(s).body else {
                    continue;
                };
                for m in &mut body.methods {
                    complete(m, &class, &merged.found);
                }
                apply(&mut body.items, &class, merged);
            }
            _ => {}
        }
    }
}

/// Whether `f` lacks a default that another declaration of its function gives.
fn missing(f: &FunctionDecl, scope: &str, found: &Found) -> bool {
    let Some((_, defaults)) = key(scope, f).and_then(|k| found.get(&k)) else {
        return false;
    };
    (f.params.iter().zip(defaults)).any(|(p, d)| p.default.is_none() && d.is_some())
}

fn complete(f: &mut Rc<FunctionDecl>, scope: &str, found: &Found) {
    if !missing(f, scope, found) {
        return;
    }
    let Some((_, defaults)) = key(scope, f).and_then(|k| found.get(&k)) else {
        return;
    };
    let defaults = defaults.clone();
    for (p, d) in Rc::make_mut(f).params.iter_mut().zip(defaults) {
        if p.default.is_none() {
            p.default = d;
        }
    }
}

/// The scope of the members of class `s` of scope `scope`; a partial or explicit
/// specialization's is its own (its members' out-of-class definitions are not matched).
fn class_scope(scope: &str, s: &StructDecl) -> Option<String> {
    let name = s.name.as_ref()?;
    Some(match &s.specialization {
        Some(args) => format!("{scope}::{name}<{args:?}>"),
        None => format!("{scope}::{name}"),
    })
}

fn namespace_scope(scope: &str, name: Option<&str>) -> String {
    format!("{scope}::{}", name.unwrap_or("(anonymous)"))
}
