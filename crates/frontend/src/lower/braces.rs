//! Brace elision: the braces C and C++ let an initializer leave out around the subobjects of
//! an aggregate, put back before the initializer is lowered, so that every initialization path
//! (objects in device code, constant data of device variables, array bounds taken from an
//! initializer) sees one braced list per subobject: `int m[2][2] = {1, 2, 3, 4}` is
//! `{{1, 2}, {3, 4}}`, and `Point ps[2] = {1, 2, 3, 4}` is `{{1, 2}, {3, 4}}`.
//!
//! An item that is not a braced list starts an elided list where it can only be: for an array
//! subobject (no expression but a string literal is an array), and for a class subobject when
//! the item is not an object of a class: a literal, or an item the caller has typed as a
//! scalar ([`Scalars`]; in device code every item is typed). Any other item initializes the
//! subobject itself (a class from an object of its type, or through a conversion): the
//! lowering's types decide that, not this rewrite.

use super::stmt::FnCtx;
use super::*;
use crate::collections::HashSet;
use std::borrow::Cow;

/// A subobject of a class that one item of an initializer list initializes.
#[derive(Clone)]
pub(super) enum Element {
    /// A direct base class, at its offset.
    Base(StructId, u64),
    Member(FieldLayout),
}

impl Element {
    pub(super) fn ty(&self) -> Ty {
        match self {
            Element::Base(base, _) => Ty::Struct(*base),
            // A reference takes one item, as a scalar does.
            Element::Member(f) if f.reference => Ty::ptr_to(f.ty.clone()),
            Element::Member(f) => f.ty.clone(),
        }
    }
}

/// The element of a class that a designator names.
enum Designation {
    /// A member of the class, by its index among the elements.
    Member(usize),
    /// A member of the anonymous union or struct at this index.
    InAnonymous(usize),
}

/// The items of an initializer list (at any depth) known to have a type that is not a class.
pub(super) type Scalars = HashSet<*const Expr>;

/// What becomes of the members of a class that a braced list leaves out.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Defaults {
    /// Their default member initializers are appended to the list: constant data has no
    /// constructor to run them.
    Appended,
    /// Left out, for device code to run their default member initializers in the class's
    /// scope (`int y = x * 2;` reads the object's `x`).
    Left,
}

impl Lowerer<'_> {
    /// `init` for an object of type `ty`, with its elided braces put back (see the module
    /// documentation); `init` itself when it is not a braced list of an aggregate.
    pub(super) fn with_elided_braces<'e>(
        &self,
        ty: &Ty,
        init: &'e Expr,
        scalars: &Scalars,
        defaults: Defaults,
    ) -> Cow<'e, Expr> {
        let ExprKind::InitList(items) = &init.kind else {
            return Cow::Borrowed(init);
        };
        // `char s[] = {"abc"};`: a string literal in braces initializes a character array as
        // the literal alone does.
        if let ([item], Ty::Array(elem, _)) = (&items[..], ty) {
            if matches!(item.kind, ExprKind::Str(_)) && elem.is_int() && !elem.is_ptr() {
                return Cow::Borrowed(item);
            }
        }
        if !self.is_aggregate(ty) {
            return Cow::Borrowed(init);
        }
        if let (Ty::Struct(sid), true) = (ty, items.iter().any(is_designated)) {
            // A name that is no member is left alone in the list, for the lowering to report.
            return Cow::Owned(match self.positional_items(*sid, items, defaults) {
                Ok(positional) => {
                    let init = Expr {
                        kind: ExprKind::InitList(positional),
                        loc: init.loc,
                    };
                    self.with_elided_braces(ty, &init, scalars, defaults)
                        .into_owned()
                }
                Err(stray) => Expr {
                    kind: ExprKind::InitList(vec![stray.clone()]),
                    loc: init.loc,
                },
            });
        }
        let mut cursor = 0;
        let mut out = Vec::new();
        while cursor < items.len() {
            let before = cursor;
            match self.subobject_type(ty, out.len()) {
                Some(sub) => {
                    out.push(self.take_subobject(&sub, items, &mut cursor, scalars, defaults))
                }
                // Past the last subobject: the lowering reports the extra items.
                None => {
                    out.extend(items[cursor..].iter().cloned());
                    break;
                }
            }
            // A subobject that takes no item (a class without members, as one whose members
            // did not resolve is left) would repeat for ever in an array of unknown bound: the
            // items left are the lowering's to report.
            if cursor == before {
                out.extend(items[cursor..].iter().cloned());
                break;
            }
        }
        // Members after the last item take their default member initializers (constant data
        // has no constructor to run them).
        if let (Ty::Struct(sid), Defaults::Appended) = (ty, defaults) {
            let elements = self.aggregate_elements(*sid);
            if out.len() < elements.len() {
                let rest: Vec<Expr> = elements[out.len()..]
                    .iter()
                    .map(|e| self.default_member_item(*sid, e))
                    .collect();
                if rest.iter().any(|e| !is_value_initialization(e)) {
                    out.extend(rest);
                }
            }
        }
        Cow::Owned(Expr {
            kind: ExprKind::InitList(out),
            loc: init.loc,
        })
    }

    /// The initializer of one subobject of type `sub`, starting at `items[*cursor]`: that item
    /// (braces put back inside it), or the items an elided list of `sub` takes.
    fn take_subobject(
        &self,
        sub: &Ty,
        items: &[Expr],
        cursor: &mut usize,
        scalars: &Scalars,
        defaults: Defaults,
    ) -> Expr {
        let item = &items[*cursor];
        let elided = match (&item.kind, sub) {
            (ExprKind::InitList(_) | ExprKind::SkippedMember, _) => false,
            // A string literal initializes a character array whole, and is the first item of
            // the elided braces of anything else holding one (`Rec r[] = {"ab", 1, "cd", 2}`).
            (ExprKind::Str(_), Ty::Array(elem, Some(_))) => !elem.is_int(),
            (ExprKind::Str(_), Ty::Struct(_)) => self.is_aggregate(sub),
            (ExprKind::Str(_), _) => false,
            (_, Ty::Array(_, Some(_))) => true,
            (_, Ty::Struct(_)) => {
                self.is_aggregate(sub)
                    && (is_literal(item) || scalars.contains(&(item as *const Expr)))
            }
            _ => false,
        };
        if !elided {
            *cursor += 1;
            return self
                .with_elided_braces(sub, item, scalars, defaults)
                .into_owned();
        }
        let mut group = Vec::new();
        while *cursor < items.len() {
            let Some(inner) = self.subobject_type(sub, group.len()) else {
                break;
            };
            group.push(self.take_subobject(&inner, items, cursor, scalars, defaults));
        }
        Expr {
            kind: ExprKind::InitList(group),
            loc: item.loc,
        }
    }

    /// A designator the braces of an aggregate did not resolve (see `positional_items`).
    pub(super) fn stray_designator<T>(&mut self, loc: Loc, name: &str) -> LResult<T> {
        self.error(
            loc,
            format!("designator '.{name}' names no member of an aggregate initialized here"),
        )
    }

    /// The items of a list with designators (`{.y = 2, .z = 3}`) in the class's member order:
    /// a designator moves to its member, an item without one takes the member after the last
    /// (as in C); every member no item names takes its default member initializer, else is
    /// value-initialized (as a [`ExprKind::SkippedMember`] for code to run where `defaults`
    /// leaves them). The item whose designator names no member is the error.
    fn positional_items<'e>(
        &self,
        sid: StructId,
        items: &'e [Expr],
        defaults: Defaults,
    ) -> Result<Vec<Expr>, &'e Expr> {
        let elements = self.aggregate_elements(sid);
        let mut placed: Vec<Option<Expr>> = Vec::new();
        let mut next = 0;
        for item in items {
            let (at, value) = match &item.kind {
                ExprKind::Designated(name, value) => match self.designated_element(&elements, name)
                {
                    Some(Designation::Member(at)) => (at, (**value).clone()),
                    Some(Designation::InAnonymous(at)) => {
                        let list = Expr {
                            kind: ExprKind::InitList(vec![item.clone()]),
                            loc: item.loc,
                        };
                        (at, list)
                    }
                    None => return Err(item),
                },
                _ => (next, item.clone()),
            };
            if placed.len() <= at {
                placed.resize(at + 1, None);
            }
            placed[at] = Some(value);
            next = at + 1;
        }
        // A union's list initializes the one member it names (those before it, which it
        // overlaps, take their zeros first).
        let union = self.struct_infos[sid.0 as usize].decl.kind == StructKind::Union;
        if !union {
            placed.resize(elements.len().max(placed.len()), None);
        }
        // Every hole lies before a placed item, so among the members.
        let loc = self.struct_infos[sid.0 as usize].decl.loc;
        let skipped = |i: usize| match defaults {
            Defaults::Appended => self.default_member_item(sid, &elements[i]),
            Defaults::Left => Expr {
                kind: ExprKind::SkippedMember,
                loc,
            },
        };
        Ok(placed
            .into_iter()
            .enumerate()
            .map(|(i, item)| item.unwrap_or_else(|| skipped(i)))
            .collect())
    }

    /// Which of a class's `elements` the designator `.name` initializes.
    fn designated_element(&self, elements: &[Element], name: &str) -> Option<Designation> {
        let member = |e: &Element| matches!(e, Element::Member(f) if &*f.name == name);
        if let Some(at) = elements.iter().position(member) {
            return Some(Designation::Member(at));
        }
        // A member of an anonymous union or struct is designated in it (`.u = 2` is
        // `{.u = 2}` of the anonymous member).
        let holds = |e: &Element| match e {
            Element::Member(f) if f.name.is_empty() => {
                matches!(f.ty, Ty::Struct(inner) if self.structs[inner.0 as usize].field(name).is_some())
            }
            _ => false,
        };
        elements
            .iter()
            .position(holds)
            .map(Designation::InAnonymous)
    }

    /// C++'s rules for the designators of a class's braced list `init`, which C's placement
    /// (`positional_items`) does without: they follow the members' order, and from C++20 no
    /// item of the list goes without one where another has one (C++17 takes the mix, as C
    /// does). Lists of other types, and lists without designators, pass.
    pub(super) fn check_designators(&mut self, ty: &Ty, init: &Expr) -> LResult<()> {
        let (Ty::Struct(sid), ExprKind::InitList(items)) = (ty, &init.kind) else {
            return Ok(());
        };
        if !items.iter().any(is_designated) {
            return Ok(());
        }
        let mixed = items
            .iter()
            .find(|item| is_designated(item) != is_designated(&items[0]));
        if let (Some(item), true) = (mixed, self.cxx20) {
            // (nvcc points at the item's value.)
            let at = match &item.kind {
                ExprKind::Designated(_, value) => expr::start_loc(value),
                _ => expr::start_loc(item),
            };
            return self.error(
                at,
                "mixing designated and non-designated initializers is nonstandard in C++",
            );
        }
        let elements = self.aggregate_elements(*sid);
        let mut next = 0;
        for item in items {
            let at = match &item.kind {
                ExprKind::Designated(name, _) => match self.designated_element(&elements, name) {
                    Some(Designation::Member(at) | Designation::InAnonymous(at)) => at,
                    // (Reported where the list is placed.)
                    None => return Ok(()),
                },
                _ => next,
            };
            if at < next {
                return self.error(item.loc, "out-of-order initializers are nonstandard in C++");
            }
            next = at + 1;
        }
        Ok(())
    }

    /// What a member an initializer list skips over is initialized with: its default member
    /// initializer, else a value-initialization.
    pub(super) fn default_member_item(&self, sid: StructId, element: &Element) -> Expr {
        let loc = self.struct_infos[sid.0 as usize].decl.loc;
        let declared = match element {
            Element::Member(f) => self.struct_infos[sid.0 as usize]
                .decl
                .body
                .as_ref()
                .and_then(|b| {
                    b.fields
                        .iter()
                        .find(|d| d.name.as_deref() == Some(&*f.name))
                })
                .and_then(|d| d.init.clone()),
            Element::Base(..) => None,
        };
        // Value-initialized: `{}` for a class or an array, a zero (which converts to any
        // scalar, as constant data needs) for anything else.
        let kind = match element.ty() {
            Ty::Struct(_) | Ty::Array(..) => ExprKind::InitList(Vec::new()),
            _ => ExprKind::Int {
                value: 0,
                suffix: Rc::from(""),
                decimal: true,
            },
        };
        declared.unwrap_or(Expr { kind, loc })
    }

    /// The type of the `i`-th subobject an initializer list of `ty` initializes, or `None`
    /// past the last (a union's list initializes its first member alone).
    fn subobject_type(&self, ty: &Ty, i: usize) -> Option<Ty> {
        match ty {
            Ty::Array(elem, n) if n.is_none_or(|n| (i as u64) < n) => Some((**elem).clone()),
            Ty::Struct(sid)
                if i > 0 && self.struct_infos[sid.0 as usize].decl.kind == StructKind::Union =>
            {
                None
            }
            Ty::Struct(sid) => self.aggregate_elements(*sid).get(i).map(Element::ty),
            _ => None,
        }
    }

    /// The subobjects an initializer list of the class `sid` initializes one item each, in
    /// order: its direct bases, then its own members (C++17's aggregates).
    pub(super) fn aggregate_elements(&self, sid: StructId) -> Vec<Element> {
        let layout = &self.structs[sid.0 as usize];
        let bases = layout
            .bases
            .iter()
            .map(|&(b, offset)| Element::Base(b, offset));
        // An anonymous union or struct is one member, whose members `fields` holds as the
        // class's own.
        let mut members = Vec::new();
        let mut i = layout.fields.len() - self.own_fields(sid).len();
        while i < layout.fields.len() {
            let anonymous =
                (layout.anonymous_members.iter()).find(|a| a.first_field == i && a.fields > 0);
            match anonymous {
                Some(a) => {
                    members.push(FieldLayout::plain("", Ty::Struct(a.class), a.offset));
                    i += a.fields;
                }
                None => {
                    members.push(layout.fields[i].clone());
                    i += 1;
                }
            }
        }
        bases
            .chain(members.into_iter().map(Element::Member))
            .collect()
    }

    /// Arrays, and classes an initializer list initializes member by member (those without
    /// the constructors that `init_object` calls instead).
    pub(super) fn is_aggregate(&self, ty: &Ty) -> bool {
        match ty {
            Ty::Array(..) => true,
            Ty::Struct(sid) => {
                !self.has_constructors(*sid) || self.aggregate_despite_constructors(*sid)
            }
            _ => false,
        }
    }
}

impl Lowerer<'_> {
    /// The items of `init` (at any depth) whose type is not a class, typed without being
    /// evaluated; empty unless `init` is a braced list with an item that is neither a list nor
    /// a literal.
    pub(super) fn scalar_items(&mut self, fx: &mut FnCtx, init: &Expr) -> Scalars {
        let mut out = Scalars::default();
        let mut pending = vec![init];
        while let Some(e) = pending.pop() {
            let ExprKind::InitList(items) = &e.kind else {
                continue;
            };
            for item in items {
                match &item.kind {
                    ExprKind::InitList(_) => pending.push(item),
                    ExprKind::Str(_) => {}
                    _ if is_literal(item) => {}
                    _ => {
                        let cp = self.diags.checkpoint();
                        let ty = self.type_of_unevaluated(fx, item);
                        self.diags.rollback(cp);
                        if ty.is_ok_and(|t| !matches!(t, Ty::Struct(_))) {
                            out.insert(item as *const Expr);
                        }
                    }
                }
            }
        }
        out
    }
}

/// `{}` or `0`, what [`Lowerer::default_member_item`] gives a member without a default
/// member initializer.
fn is_value_initialization(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::InitList(items) => items.is_empty(),
        ExprKind::Int { value: 0, .. } => true,
        _ => false,
    }
}

pub(super) fn is_designated(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Designated(..))
}

/// A number or character literal, possibly negated: never an object of a class.
fn is_literal(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int { .. } | ExprKind::Float { .. } | ExprKind::Char(..) | ExprKind::Bool(_) => {
            true
        }
        ExprKind::Unary(UnaryOp::Neg | UnaryOp::Plus, inner) => is_literal(inner),
        _ => false,
    }
}
