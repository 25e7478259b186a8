//! Member access control: a private or protected member named where C++ does not let the
//! code name it is reported as nvcc reports it (`member "S::x" (declared at line 4) is
//! inaccessible`).
//!
//! The check follows C++'s rules for a member `m` named in class `N` at a point `R`
//! ([class.access.base]): `m` is accessible when its access as a member of `N` lets `R` name
//! it, or when a base `B` of `N` is accessible at `R` and `m` is accessible at `R` named in
//! `B`. `R` is who the code being lowered is: an [`Accessor`]. Only what the program's own
//! files write is checked; the toolkit headers' code names what its classes let it.

use super::stmt::FnCtx;
use super::*;
use crate::ast::{Access, Friend};

/// Who the code being lowered is, for access control: the function it is in and the class
/// that function is a member of (for a lambda's body, those of the function it is written in).
#[derive(Clone, Debug, Default)]
pub(super) struct Accessor {
    class: Option<StructId>,
    function: Rc<str>,
}

/// A member being named: what kind of member nvcc calls it (`member`, `function`; empty for a
/// constructor or destructor, which nvcc shows whole: `"S::S(int)"`), its name, the class that
/// declares it, its access there and where it is declared.
pub(super) struct NamedMember<'a> {
    pub kind: &'static str,
    /// What nvcc shows before the class's name (a copy assignment's result type, `B &`).
    pub result: &'a str,
    pub name: &'a str,
    pub declared_in: StructId,
    pub access: Access,
    pub declared_at: Loc,
    /// The class of the object a non-static member is named for: a protected one may be
    /// named in a member of a derived class only for objects of that class (or of classes
    /// derived from it).
    pub object: Option<StructId>,
}

/// Where a member is named: the class its name is looked up in (the object's, or the one the
/// name is qualified with: `Base` of `object.Base::m`), and the object's class.
#[derive(Clone, Copy, Debug)]
pub(super) struct Naming {
    pub class: StructId,
    pub object: StructId,
}

impl Naming {
    /// A member named in the object's own class.
    pub(super) fn of(class: StructId) -> Naming {
        Naming {
            class,
            object: class,
        }
    }
}

/// Why a member may not be named.
enum Denied {
    Inaccessible,
    /// Protected, named in a member or friend of a derived class for an object of this class,
    /// which is not of the derived class.
    ThroughBase(StructId),
}

impl Accessor {
    /// Code in the function `function`, a member of `class` where it is one.
    pub(super) fn new(class: Option<StructId>, function: Rc<str>) -> Accessor {
        Accessor { class, function }
    }
}

impl Lowerer<'_> {
    /// `f` run with the access of a member of `class`: what an implicit member function
    /// (constructor, assignment) does to the bases and members, and a default member
    /// initializer, may name what the class's own members may.
    pub(super) fn as_member_of<R>(
        &mut self,
        fx: &mut FnCtx,
        class: StructId,
        f: impl FnOnce(&mut Self, &mut FnCtx) -> R,
    ) -> R {
        let outer = std::mem::replace(&mut fx.accessor, Accessor::new(Some(class), "".into()));
        let result = f(self, fx);
        fx.accessor = outer;
        result
    }

    /// Whether access is checked for what the code `fx` is lowering names at `loc`: what the
    /// program's own files write, and a trait's operation.
    fn checks_access_at(&self, fx: &FnCtx, loc: Loc) -> bool {
        fx.typing_trait || self.by_program(loc)
    }

    /// Reports `member`, named in the class `named_in` at `loc`, where the code `fx` is
    /// lowering may not name it. The lowering goes on after the error, but in an operand
    /// nothing evaluates, where the error fails the operand: a substitution (`decltype` in a
    /// template's signature) or a trait's test.
    pub(super) fn check_access(
        &mut self,
        fx: &FnCtx,
        named_in: StructId,
        member: &NamedMember,
        loc: Loc,
    ) -> LResult<()> {
        let public_here = member.access == Access::Public && named_in == member.declared_in;
        if public_here || !self.checks_access_at(fx, loc) {
            return Ok(());
        }
        let path = &mut vec![named_in];
        let Err(denied) = self.accessible(&fx.accessor, named_in, member, path) else {
            return Ok(());
        };
        let shown = format!(
            "\"{}{}::{}\" (declared at line {})",
            member.result,
            self.structs[member.declared_in.0 as usize].name,
            member.name,
            member.declared_at.line
        );
        let kind = match member.kind {
            "" => String::new(),
            kind => format!("{kind} "),
        };
        let message = match denied {
            Denied::Inaccessible => format!("{kind}{shown} is inaccessible"),
            Denied::ThroughBase(object) => format!(
                "protected {kind}{shown} is not accessible through a \"{}\" pointer or object",
                self.structs[object.0 as usize].name
            ),
        };
        self.diags.error(loc, message);
        match fx.unevaluated {
            0 => Ok(()),
            _ => Err(Reported),
        }
    }

    /// Reports the data member `name` (of `naming`'s class or a base), named at `loc`, where
    /// the code `fx` is lowering may not name it.
    pub(super) fn check_field_access(
        &mut self,
        fx: &FnCtx,
        naming: Naming,
        name: &str,
        loc: Loc,
    ) -> LResult<()> {
        let named_in = naming.class;
        if !self.checks_access_at(fx, loc) {
            return Ok(());
        }
        // (Static members are not laid out: named in the class that declares them.)
        let declared_in = match declaring_class(&self.structs, named_in, name) {
            Some((class, _)) => class,
            None => named_in,
        };
        let decl = self.struct_infos[declared_in.0 as usize].decl.clone();
        let fields = decl.body.iter().flat_map(|b| &b.fields);
        // (An anonymous union's members are not the class's own fields.)
        let Some(field) = fields.into_iter().find(|f| f.name.as_deref() == Some(name)) else {
            return Ok(());
        };
        let member = NamedMember {
            kind: "member",
            result: "",
            name,
            declared_in,
            access: field.access,
            declared_at: field.loc,
            object: (!field.is_static).then_some(naming.object),
        };
        self.check_access(fx, named_in, &member, loc)
    }

    /// Reports the enumerator `name` of an unscoped enumeration of `class`, named at `loc`
    /// (`U::A`), where the code `fx` is lowering may not name it.
    pub(super) fn check_enumerator_access(
        &mut self,
        fx: &FnCtx,
        class: StructId,
        name: &str,
        loc: Loc,
    ) -> LResult<()> {
        let decl = self.struct_infos[class.0 as usize].decl.clone();
        let restricted = decl.body.iter().flat_map(|b| &b.restricted_enumerators);
        let found = restricted.into_iter().find(|(n, ..)| &**n == name);
        if let Some(&(_, access, declared_at)) = found {
            let member = NamedMember {
                kind: "constant",
                result: "",
                name,
                declared_in: class,
                access,
                declared_at,
                object: None,
            };
            self.check_access(fx, class, &member, loc)?;
        }
        Ok(())
    }

    /// Reports each member type that the written type `t` names through a class (`U::Y`,
    /// `typename T::In`, in template arguments too), at `loc`, where the code `fx` is lowering
    /// may not name it.
    pub(super) fn check_member_type_access(
        &mut self,
        fx: &FnCtx,
        t: &TypeExpr,
        env: &TEnv,
        loc: Loc,
    ) -> LResult<()> {
        if !self.checks_access_at(fx, loc) {
            return Ok(());
        }
        let mut paths = Vec::new();
        qualified_type_names(t, &mut paths);
        for path in paths {
            let Some(class) = self.prefix_class(path, env, fx.ns, loc) else {
                continue;
            };
            let name = &path.last().name;
            let Some((declared_in, kind, access, declared_at)) = self.member_type_decl(class, name)
            else {
                continue;
            };
            let member = NamedMember {
                kind,
                result: "",
                name,
                declared_in,
                access,
                declared_at,
                object: None,
            };
            self.check_access(fx, class, &member, loc)?;
        }
        Ok(())
    }

    /// The class (`class` or a base) that declares the member type `name`, what nvcc calls
    /// the kind of type, its access and where it is declared.
    fn member_type_decl(
        &self,
        class: StructId,
        name: &str,
    ) -> Option<(StructId, &'static str, Access, Loc)> {
        let decl = &self.struct_infos[class.0 as usize].decl;
        let body = decl.body.as_ref()?;
        let declared = body.items.iter().find_map(|item| match item {
            Item::Alias { name: n, loc, .. } if &**n == name => Some(("type", *loc)),
            Item::Struct(s) if s.name.as_deref() == Some(name) => Some(("class", s.loc)),
            Item::Enum(e) if e.name.as_deref() == Some(name) => Some(("enum", e.loc)),
            _ => None,
        });
        let Some((kind, loc)) = declared else {
            let bases = &self.struct_infos[class.0 as usize].bases;
            return bases
                .iter()
                .find_map(|&(base, _)| self.member_type_decl(base, name));
        };
        let restricted = body.restricted_types.iter().find(|(n, ..)| &**n == name);
        let access = restricted.map_or(Access::Public, |&(_, access, _)| access);
        Some((class, kind, access, loc))
    }

    /// The access of the member function `f` of `class`: for a definition outside the class
    /// (`int S::f() {...}`), that of its declaration in the class (the first one of its name
    /// that takes as many parameters).
    pub(super) fn declared_access(&self, class: StructId, f: &FunctionDecl) -> Access {
        if f.name.segments.len() < 2 {
            return f.storage.access;
        }
        let decl = &self.struct_infos[class.0 as usize].decl;
        let methods = decl.body.iter().flat_map(|b| &b.methods);
        methods
            .into_iter()
            .find(|m| m.name.last().name == f.name.last().name && m.params.len() == f.params.len())
            .map_or(f.storage.access, |m| m.storage.access)
    }

    /// Whether `accessor` may name `member` named in `class`, which `path` (the classes from
    /// where the member is named down to `class`) reaches.
    fn accessible(
        &self,
        accessor: &Accessor,
        class: StructId,
        member: &NamedMember,
        path: &mut Vec<StructId>,
    ) -> Result<(), Denied> {
        if class == member.declared_in {
            return self.grants(accessor, class, member.access, member, path);
        }
        // `using Base::m;` gives the member the access of the declaration, which is not
        // modelled: it is taken as accessible.
        let decl = &self.struct_infos[class.0 as usize].decl;
        if expr::member_using_declarations(decl).any(|p| &*p.last().name == member.name) {
            return Ok(());
        }
        let bases = self.struct_infos[class.0 as usize].bases.clone();
        let mut denied = None;
        for (base, inherited) in bases {
            if base_offset(&self.structs, base, member.declared_in).is_none() {
                continue;
            }
            // The base itself is named as a member of `class` with the access it is
            // inherited with.
            let base_named = self.grants(accessor, class, inherited, member, path);
            path.push(base);
            let result = base_named.and_then(|()| self.accessible(accessor, base, member, path));
            path.pop();
            match result {
                Ok(()) => return Ok(()),
                Err(d) => denied = Some(d),
            }
        }
        // (No base declares it: a member this check does not know how the class reaches.)
        denied.map_or(Ok(()), Err)
    }

    /// Whether `accessor` may name a member of `class` whose access there is `access`.
    fn grants(
        &self,
        accessor: &Accessor,
        class: StructId,
        access: Access,
        member: &NamedMember,
        path: &[StructId],
    ) -> Result<(), Denied> {
        if access == Access::Public || self.member_or_friend(accessor, class) {
            return Ok(());
        }
        if access == Access::Private {
            return Err(Denied::Inaccessible);
        }
        // Protected: also for the members and friends of a class derived from `class`, and
        // in a member of one only for objects of that class.
        let derived = |c: StructId| c != class && base_offset(&self.structs, c, class).is_some();
        if let Some(own) = self.enclosing_chain(accessor.class).find(|&c| derived(c)) {
            return match member.object {
                Some(object) if base_offset(&self.structs, object, own).is_none() => {
                    Err(Denied::ThroughBase(object))
                }
                _ => Ok(()),
            };
        }
        match path
            .iter()
            .any(|&c| derived(c) && self.member_or_friend(accessor, c))
        {
            true => Ok(()),
            false => Err(Denied::Inaccessible),
        }
    }

    /// Whether `accessor` is in a member of `class` (of a class nested in it too) or in a
    /// friend of it.
    fn member_or_friend(&self, accessor: &Accessor, class: StructId) -> bool {
        if self.enclosing_chain(accessor.class).any(|c| c == class) {
            return true;
        }
        let decl = &self.struct_infos[class.0 as usize].decl;
        let friends = decl.body.iter().flat_map(|b| &b.friends);
        friends.into_iter().any(|friend| match friend {
            Friend::Function(f) => f.name.last().name == accessor.function,
            Friend::Class(name) => {
                let name = befriended_class_name(decl, name);
                self.enclosing_chain(accessor.class)
                    .any(|c| self.struct_infos[c.0 as usize].decl.name.as_ref() == Some(name))
            }
        })
    }

    /// `class` and the classes it is nested in, innermost first.
    fn enclosing_chain(&self, class: Option<StructId>) -> impl Iterator<Item = StructId> + '_ {
        class
            .into_iter()
            .flat_map(|class| self.enclosing_class_chain(class))
    }
}

/// The name of the class a `friend` declaration of `class` names as `name`: the class an alias
/// of `class` stands for (`friend BaseT;` with `using BaseT = Base<Derived>;` befriends `Base`),
/// else the name itself.
fn befriended_class_name<'a>(class: &'a StructDecl, name: &'a Rc<str>) -> &'a Rc<str> {
    let items = class.body.iter().flat_map(|b| &b.items);
    items
        .filter_map(|item| match item {
            Item::Alias {
                name: alias,
                ty: TypeExpr::Named(aliased),
                template: None,
                ..
            } if alias == name => Some(&aliased.last().name),
            _ => None,
        })
        .next()
        .unwrap_or(name)
}

/// The qualified names of types (`A::B`) that `t` writes, its template arguments' included.
fn qualified_type_names<'t>(t: &'t TypeExpr, out: &mut Vec<&'t Path>) {
    match t {
        TypeExpr::Named(path) => {
            if path.segments.len() >= 2 {
                out.push(path);
            }
            let args = path.segments.iter().flat_map(|s| s.targs.iter().flatten());
            for arg in args {
                if let TemplateArg::Type(t) = arg {
                    qualified_type_names(t, out);
                }
            }
        }
        TypeExpr::Qualified(t, _)
        | TypeExpr::Pointer(t)
        | TypeExpr::Reference(t, _)
        | TypeExpr::Array(t, _)
        | TypeExpr::PackExpansion(t) => qualified_type_names(t, out),
        TypeExpr::MemberPointer { member, .. } => qualified_type_names(member, out),
        TypeExpr::Function(ret, params, _) => {
            qualified_type_names(ret, out);
            for p in params {
                qualified_type_names(&p.ty, out);
            }
        }
        _ => {}
    }
}
