//! Default arguments spread over several declarations of one function (`int f(int a, int b =
//! 4); int f(int a = 3, int b);`): C++ adds each declaration's defaults to those of the
//! declarations before it (of a function that is not a template). Every declaration here gets
//! them all, so that whichever one a call resolves to supplies the same defaults; a parameter
//! given a default twice is an error.
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
    // Only the names some declaration gives a default matter: most functions have none, and
    // their signatures are not spelled out.
    let mut defaulted = HashSet::default();
    visit_functions(items, "", &mut |f, scope| {
        if f.params.iter().any(|p| p.default.is_some()) {
            defaulted.extend(name_key(scope, f));
        }
    });
    if defaulted.is_empty() {
        return;
    }
    let mut found = HashMap::default();
    visit_functions(items, "", &mut |f, scope| {
        let key = name_key(scope, f).filter(|name| defaulted.contains(name));
        if let Some(name) = key {
            add(f, (name, f.written_signature()), &mut found, diags);
        }
    });
    // The functions declared more than once, and the scopes holding them and around them.
    let mut names = HashSet::default();
    let mut scopes = HashSet::default();
    for (name, _) in found.iter().filter(|(_, (n, _))| *n > 1).map(|(k, _)| k) {
        names.insert(name.clone());
        let mut scope = name.as_str();
        while let Some((outer, _)) = scope.rsplit_once("::") {
            scopes.insert(outer.to_string());
            scope = outer;
        }
    }
    if !scopes.is_empty() {
        apply(
            items,
            "",
            &Merged {
                found,
                names,
                scopes,
            },
        );
    }
}

struct Merged {
    found: Found,
    names: HashSet<String>,
    scopes: HashSet<String>,
}

/// A function's scope and written name, where its declarations may share defaults.
fn name_key(scope: &str, f: &FunctionDecl) -> Option<String> {
    // (A function template's later declarations may not add defaults.)
    if f.template.is_some() || f.specialization.is_some() || f.params.is_empty() {
        return None;
    }
    let mut name = scope.to_string();
    for segment in &f.name.segments {
        name.push_str("::");
        name.push_str(&segment.name);
    }
    Some(name)
}

type Found = HashMap<(String, String), (usize, Defaults)>;

/// Adds the declaration `f`, of key `key`, to `found`.
fn add(f: &FunctionDecl, key: (String, String), found: &mut Found, diags: &mut Diagnostics) {
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

/// Calls `visit` with each function declared in `items` (of scope `scope`), in namespaces
/// and classes, and its scope.
fn visit_functions(items: &[Item], scope: &str, visit: &mut impl FnMut(&FunctionDecl, &str)) {
    for item in items {
        match item {
            Item::Function(f) => visit(f, scope),
            Item::Namespace { name, items } => {
                visit_functions(items, &namespace_scope(scope, name.as_deref()), visit)
            }
            Item::Struct(s) => {
                let (Some(class), Some(body)) = (class_scope(scope, s), &s.body) else {
                    continue;
                };
                for m in &body.methods {
                    visit(m, &class);
                }
                visit_functions(&body.items, &class, visit);
            }
            _ => {}
        }
    }
}

fn apply(items: &mut [Item], scope: &str, merged: &Merged) {
    for item in items {
        match item {
            Item::Function(f) => complete(f, scope, merged),
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
                    complete(m, &class, merged);
                }
                apply(&mut body.items, &class, merged);
            }
            _ => {}
        }
    }
}

/// The defaults of `f`'s function, where `f` (of scope `scope`) lacks one they give.
fn missing(f: &FunctionDecl, scope: &str, merged: &Merged) -> Option<Defaults> {
    let name = name_key(scope, f).filter(|name| merged.names.contains(name))?;
    let (_, defaults) = merged.found.get(&(name, f.written_signature()))?;
    let lacks = (f.params.iter().zip(defaults)).any(|(p, d)| p.default.is_none() && d.is_some());
    lacks.then(|| defaults.clone())
}

fn complete(f: &mut Rc<FunctionDecl>, scope: &str, merged: &Merged) {
    let Some(defaults) = missing(f, scope, merged) else {
        return;
    };
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
