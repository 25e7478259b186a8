//! What overload resolution compares beyond the conversions' costs: the `const` a parameter
//! adds to what it refers or points to, and which of two function templates is the more
//! specialized (C++'s partial ordering, done on the written parameter types).

use super::expr::Candidate;
use super::*;

impl Lowerer<'_> {
    /// For a parameter declared `t` (a reference or a pointer; `None` for other types, and
    /// where a member type hides it), whether what it refers or points to is `const`, written
    /// so or through a template parameter bound to a `const` type (`env`).
    pub(super) fn target_is_const(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId) -> Option<bool> {
        let t = self.unalias(t, ns);
        let target = match stmt::strip_quals(&t) {
            TypeExpr::Reference(inner, _) | TypeExpr::Pointer(inner) => inner,
            _ => return None,
        };
        // An array is as `const` as its elements.
        let mut target = self.unalias(target, ns);
        while let TypeExpr::Array(element, _) = stmt::strip_quals(&target) {
            if is_const_type(&target) {
                break;
            }
            target = self.unalias(element, ns);
        }
        if is_const_type(&target) {
            return Some(true);
        }
        match &target {
            TypeExpr::Named(p) if p.segments.len() == 1 && !p.global => {
                match env.get(&p.segments[0].name) {
                    Some(TArg::Type(_, cv) | TArg::Reference(_, cv, _)) => Some(cv.is_const()),
                    _ => Some(false),
                }
            }
            // A member type (`typename remove_reference<T>::type`) may be `const`: unknown.
            TypeExpr::Named(_) => None,
            _ => Some(false),
        }
    }

    /// Whether the candidate `a` is better than `b` (each with the arguments it binds), which
    /// conversions rank alike, for a call with `args` arguments: of two function templates,
    /// the more specialized (`b`'s parameters match `a`'s, not the other way round); of two
    /// alike in that, or two functions that are not templates, the more constrained.
    pub(super) fn more_specialized(
        &mut self,
        (a, a_env): (&Candidate, &TEnv),
        (b, b_env): (&Candidate, &TEnv),
        args: usize,
    ) -> bool {
        let alike = match (a.is_function_template(), b.is_function_template()) {
            (true, true) => {
                let a_matches_b = self.at_least_as_specialized(a, b, args);
                let b_matches_a = self.at_least_as_specialized(b, a, args);
                if a_matches_b != b_matches_a {
                    return a_matches_b;
                }
                a_matches_b
            }
            (false, false) => true,
            _ => false,
        };
        alike
            && self.more_constrained(
                (a.decl.constraint.as_deref(), a_env, a.ns),
                (b.decl.constraint.as_deref(), b_env, b.ns),
            )
    }

    /// Whether the parameter types of `b`, its template parameters free, match those of `a`,
    /// its template parameters fixed (each a type of its own), over the first `args`.
    fn at_least_as_specialized(&mut self, a: &Candidate, b: &Candidate, args: usize) -> bool {
        let free: Vec<Rc<str>> = b
            .decl
            .template
            .iter()
            .flatten()
            .map(|p| p.name.clone())
            .collect();
        let mut bound = HashMap::new();
        for (pa, pb) in a.decl.params.iter().zip(&b.decl.params).take(args) {
            let pa = self.unalias(&pa.ty, a.ns);
            let pb = self.unalias(&pb.ty, b.ns);
            if !matches_pattern(adjusted(&pb), adjusted(&pa), &free, &mut bound) {
                return false;
            }
        }
        true
    }
}

/// A parameter type as partial ordering compares it: without a reference or top-level
/// qualifiers.
fn adjusted(t: &TypeExpr) -> &TypeExpr {
    match stmt::strip_quals(t) {
        TypeExpr::Reference(inner, _) => stmt::strip_quals(inner),
        t => t,
    }
}

/// Whether `pattern`, whose names in `free` are template parameters, matches `ty`, binding
/// those names consistently in `bound`.
fn matches_pattern(
    pattern: &TypeExpr,
    ty: &TypeExpr,
    free: &[Rc<str>],
    bound: &mut HashMap<Rc<str>, TypeExpr>,
) -> bool {
    match (pattern, ty) {
        (TypeExpr::Named(p), _) if p.segments.len() == 1 && free.contains(&p.segments[0].name) => {
            let name = &p.segments[0].name;
            match bound.get(name) {
                Some(earlier) => earlier == ty,
                None => {
                    bound.insert(name.clone(), ty.clone());
                    true
                }
            }
        }
        (TypeExpr::Qualified(p, pq), TypeExpr::Qualified(t, tq)) => {
            let covered = (!pq.is_const || tq.is_const) && (!pq.is_volatile || tq.is_volatile);
            let rest = Quals {
                is_const: tq.is_const && !pq.is_const,
                is_volatile: tq.is_volatile && !pq.is_volatile,
            };
            let t = match rest.is_const || rest.is_volatile {
                true => TypeExpr::Qualified(t.clone(), rest),
                false => (**t).clone(),
            };
            covered && matches_pattern(p, &t, free, bound)
        }
        (TypeExpr::Qualified(..), _) => false,
        (TypeExpr::Pointer(p), TypeExpr::Pointer(t)) => matches_pattern(p, t, free, bound),
        (TypeExpr::Reference(p, pk), TypeExpr::Reference(t, tk)) => {
            pk == tk && matches_pattern(p, t, free, bound)
        }
        (TypeExpr::Array(p, _), TypeExpr::Array(t, _)) => matches_pattern(p, t, free, bound),
        (TypeExpr::Named(p), TypeExpr::Named(t)) => {
            p.global == t.global
                && p.segments.len() == t.segments.len()
                && p.segments.iter().zip(&t.segments).all(|(ps, ts)| {
                    ps.name == ts.name
                        && match (&ps.targs, &ts.targs) {
                            (None, None) => true,
                            (Some(pa), Some(ta)) => {
                                pa.len() == ta.len()
                                    && pa.iter().zip(ta).all(|(x, y)| match (x, y) {
                                        (TemplateArg::Type(x), TemplateArg::Type(y)) => {
                                            matches_pattern(x, y, free, bound)
                                        }
                                        (x, y) => x == y,
                                    })
                            }
                            _ => false,
                        }
                })
        }
        (p, t) => p == t,
    }
}
