//! Templates that instantiate themselves without end (`template <int N> struct F { static
//! constexpr int v = F<N + 1>::v; };`): stopped at the depth nvcc stops them, with its words
//! (`excessive recursion at instantiation of class "H<200>"`).
//!
//! Classes and their members are instantiated while something else is (a base, a member's
//! initializer), so their depth is how many are under way ([`Lowerer::instantiation_depth`]);
//! a function template's instances are lowered one after another, so each carries the depth of
//! the instance whose body made it (`PendingFunction::depth`). The error is a lasting one (see
//! `Diagnostics::lasting_error`): every attempt to use the template fails, and only the
//! recursion explains why.

use super::*;

/// How deep instantiations nest before nvcc stops them (measured: the 201st, `H<200>` of
/// `H<0>`, is reported).
pub(super) const MAX_INSTANTIATION_DEPTH: u32 = 200;

/// What nests: class instances in class instances (a base, a member's type), or members of
/// class instances in members (a static member's initializer, a member alias), whose chains
/// make a class instance at each step that is done before the next step starts.
#[derive(Clone, Copy)]
pub(super) enum Nesting {
    Class = 0,
    Member = 1,
    /// Functions whose return types are deduced from their bodies, whose bodies call the next.
    DeducedReturn = 2,
}

/// How deeply lowering may recurse through declarations (a constant's initializer, a type, a
/// function's signature) before it stops: far past any program's own nesting, short of the
/// front end's stack. Only a declaration that depends on itself (`__device__ const int x =
/// x;`, `using t = S::t;`, `auto f() -> decltype(f());`) goes that deep.
const MAX_DECLARATION_DEPTH: u32 = 5000;

/// How much of the front end's stack lowering may use before declarations stop nesting: a
/// chain whose every step takes much stack (`static constexpr int v = sizeof(S::v);`) runs out
/// of it before [`MAX_DECLARATION_DEPTH`].
const STACK_BUDGET: usize = crate::compile::FRONT_END_STACK / 2;

/// Where this thread's stack is now (it grows down on the machines the front end runs on).
#[inline(never)]
pub(super) fn stack_position() -> usize {
    let here = 0u8;
    std::hint::black_box(std::ptr::addr_of!(here)) as usize
}

impl Lowerer<'_> {
    /// Whether lowering has used as much of the front end's stack as it may.
    pub(super) fn stack_exhausted(&self) -> bool {
        self.stack_start.saturating_sub(stack_position()) > STACK_BUDGET
    }

    /// `lower` one level deeper into declarations, or, where that is too deep, `too_deep`
    /// after an error at `loc` (once for the whole chain, all of whose work then stops: a
    /// chain that branches would take exponential time to fail everywhere).
    pub(super) fn nested_declaration<T>(
        &mut self,
        loc: Loc,
        too_deep: impl FnOnce() -> T,
        lower: impl FnOnce(&mut Self) -> T,
    ) -> T {
        if self.declaration_too_deep {
            return too_deep();
        }
        if self.declaration_depth >= MAX_DECLARATION_DEPTH || self.stack_exhausted() {
            self.declaration_too_deep = true;
            // (Lasting: what tried it and failed may roll its own errors back.)
            self.diags.lasting_error(
                loc,
                "this declaration depends on itself (its value, type or signature needs itself)",
            );
            return too_deep();
        }
        self.declaration_depth += 1;
        let lowered = lower(self);
        self.declaration_depth -= 1;
        if self.declaration_depth == 0 {
            self.declaration_too_deep = false;
        }
        lowered
    }

    /// Starts instantiating something nested in what is under way: an error, at `loc`,
    /// naming it as `shown` says (`class "H<200>"`), where that is one level too deep; else
    /// one level deeper until [`Lowerer::leave_instantiation`].
    pub(super) fn enter_instantiation(
        &mut self,
        nesting: Nesting,
        shown: impl FnOnce(&mut Self) -> String,
        loc: Loc,
    ) -> LResult<()> {
        let depth = &mut self.instantiation_depth[nesting as usize];
        if *depth >= MAX_INSTANTIATION_DEPTH {
            let shown = shown(self);
            self.excessive_recursion(&shown, loc);
            return Err(Reported);
        }
        *depth += 1;
        Ok(())
    }

    pub(super) fn leave_instantiation(&mut self, nesting: Nesting) {
        self.instantiation_depth[nesting as usize] -= 1;
    }

    /// What `compute` makes of the static member `name` of the class `sid`: for a template's
    /// instance, an instantiation of the member.
    pub(super) fn instantiating_member<T>(
        &mut self,
        sid: StructId,
        name: &str,
        compute: impl FnOnce(&mut Self) -> Option<T>,
    ) -> Option<T> {
        let info = &self.struct_infos[sid.0 as usize];
        if info.targs.is_empty() {
            return compute(self);
        }
        let (decl, targs) = (info.decl.clone(), info.targs.clone());
        let fields = decl.body.iter().flat_map(|b| &b.fields);
        let field = fields.into_iter().find(|f| f.name.as_deref() == Some(name));
        let loc = field.map_or(decl.loc, |f| f.loc);
        let shown = |this: &mut Self| {
            let class = decl.name.as_deref().unwrap_or("<anonymous>");
            let params = decl.template.as_deref().unwrap_or_default();
            let shown = this.instance_shown(class, params, &targs, &format!("::{name}"));
            format!("member \"{shown}\"")
        };
        self.enter_instantiation(Nesting::Member, shown, loc).ok()?;
        let value = compute(self);
        self.leave_instantiation(Nesting::Member);
        value
    }

    /// Reports the instantiation of `shown` as one recursion too deep.
    pub(super) fn excessive_recursion(&mut self, shown: &str, loc: Loc) {
        self.diags.lasting_error(
            loc,
            format!("excessive recursion at instantiation of {shown}"),
        );
    }

    /// A template's instance as nvcc names it in these errors: the template's parameters after
    /// `name`, then `rest`, then what they are (`F<N>::v [with N=200]`).
    pub(super) fn instance_shown(
        &self,
        name: &str,
        params: &[TemplateParam],
        targs: &[TArg],
        rest: &str,
    ) -> String {
        let names: Vec<&str> = params.iter().map(|p| &*p.name).collect();
        let bindings = self.template_bindings_text(params, targs, "=");
        format!(
            "{name}<{}>{rest} [with {}]",
            names.join(", "),
            bindings.join(", ")
        )
    }
}
