//! Destructors of block-scope objects: run in reverse order of construction when their scope
//! ends, and on the way out of it by `break`, `continue` and `return`.
//!
//! Every object of a class type with a destructor (its own, a member's or a base's) that a
//! declaration constructs is recorded with the depth of the scope that holds it. Leaving a scope
//! normally destroys the objects of that scope where the scope's code ends; a jump out of scopes
//! destroys the objects of every scope it leaves just before jumping, and leaves the records for
//! the paths that still fall through. Not covered: temporaries (destroyed at the end of their
//! full expression in C++), jumps out of scopes by `goto`, and parameters.

use super::stmt::FnCtx;
use super::*;
use ferrocuda_ir::Type as IrType;

/// One object to destroy.
#[derive(Clone)]
pub(super) struct Cleanup {
    /// `fx.scopes.len()` when the object was declared.
    pub depth: usize,
    pub addr: Var,
    pub class: StructId,
    /// Elements, for an array of such objects.
    pub count: u64,
}

impl Lowerer<'_> {
    /// Records `ty` at `addr`, just constructed in the innermost scope, if destroying it does
    /// anything.
    pub(super) fn schedule_destruction(&mut self, fx: &mut FnCtx, addr: Var, ty: &Ty) {
        let (class, count) = match ty {
            Ty::Struct(sid) => (*sid, 1),
            Ty::Array(elem, Some(n)) => match &**elem {
                Ty::Struct(sid) => (*sid, *n),
                _ => return,
            },
            _ => return,
        };
        if self.has_destruction(class) {
            fx.cleanups.push(Cleanup {
                depth: fx.scopes.len(),
                addr,
                class,
                count,
            });
        }
    }

    /// Destroys the objects of the scopes deeper than `depth`, innermost first, and keeps their
    /// records (a jump out of those scopes).
    pub(super) fn destroy_above(&mut self, fx: &mut FnCtx, depth: usize, loc: Loc) {
        let leaving: Vec<Cleanup> = fx
            .cleanups
            .iter()
            .rev()
            .filter(|c| c.depth > depth)
            .cloned()
            .collect();
        for c in leaving {
            self.destroy_counted(fx, c.addr, c.class, c.count, loc);
        }
    }

    /// Destroys `count` objects of `class` from `first`, the last first.
    fn destroy_counted(
        &mut self,
        fx: &mut FnCtx,
        first: Var,
        class: StructId,
        count: u64,
        loc: Loc,
    ) {
        if count == 1 {
            self.destroy_object(fx, first, class, loc);
        } else {
            let n = fx.b.iconst(IrType::I64, count as i64);
            self.destroy_elements(fx, first, class, n, loc);
        }
    }

    /// Destroys the `n` objects of `class` from `first`, the last first, as an array's are.
    pub(super) fn destroy_elements(
        &mut self,
        fx: &mut FnCtx,
        first: Var,
        class: StructId,
        n: Var,
        loc: Loc,
    ) {
        let size = self.structs[class.0 as usize].size;
        let size = fx.b.iconst(IrType::I64, size as i64);
        let zero = fx.b.iconst(IrType::I64, 0);
        // Element n-1-i at step i. Destroying reports nothing, so the loop cannot fail.
        let _ = self.count_up(fx, zero, n, |this, fx, i, _| {
            let one = fx.b.iconst(IrType::I64, 1);
            let last = fx.b.binary(ir::BinOp::Sub, n, one);
            let k = fx.b.binary(ir::BinOp::Sub, last, i);
            let off = fx.b.binary(ir::BinOp::Mul, k, size);
            let at = fx.b.binary(ir::BinOp::Add, first, off);
            this.destroy_object(fx, at, class, loc);
            Ok(())
        });
    }

    /// Ends the innermost scope: destroys its objects here and forgets its names.
    pub(super) fn pop_scope(&mut self, fx: &mut FnCtx, loc: Loc) {
        let depth = fx.scopes.len();
        self.destroy_above(fx, depth - 1, loc);
        fx.cleanups.retain(|c| c.depth < depth);
        fx.scopes.pop();
    }

    /// Whether destroying an object of `class` calls a destructor: its own, a member's or a
    /// base's.
    pub(super) fn has_destruction(&mut self, class: StructId) -> bool {
        if self.destructor(class).is_some() {
            return true;
        }
        let layout = self.structs[class.0 as usize].clone();
        let member_classes = layout.fields.iter().filter_map(|f| match &f.ty {
            Ty::Struct(s) => Some(*s),
            Ty::Array(e, _) => match &**e {
                Ty::Struct(s) => Some(*s),
                _ => None,
            },
            _ => None,
        });
        let classes: Vec<StructId> = member_classes
            .chain(layout.bases.iter().map(|b| b.0))
            .collect();
        classes.into_iter().any(|c| self.has_destruction(c))
    }

    /// Runs the destructor body, then destroys the direct members in reverse order of
    /// declaration, then the bases in reverse order, as C++ does.
    pub(super) fn destroy_object(&mut self, fx: &mut FnCtx, addr: Var, class: StructId, loc: Loc) {
        if let Some(d) = self.destructor(class) {
            let name = d.decl.name.last().name.to_string();
            // A failure has been reported at the destructor's definition.
            let _ = self.resolve_and_call(fx, &name, vec![d], None, Some(addr), vec![], loc);
        }
        let layout = self.structs[class.0 as usize].clone();
        let own_fields = layout.fields.iter().filter(|f| {
            // Fields of base subobjects are destroyed with their base.
            !layout.bases.iter().any(|(b, off)| {
                let base = &self.structs[b.0 as usize];
                f.offset >= *off && f.offset < off + base.size.max(1)
            })
        });
        let mut members: Vec<(u64, StructId, u64)> = Vec::new();
        for f in own_fields {
            match &f.ty {
                Ty::Struct(s) => members.push((f.offset, *s, 1)),
                Ty::Array(e, Some(n)) => {
                    if let Ty::Struct(s) = &**e {
                        members.push((f.offset, *s, *n));
                    }
                }
                _ => {}
            }
        }
        let parts: Vec<(u64, StructId, u64)> = members
            .into_iter()
            .rev()
            .chain(layout.bases.iter().rev().map(|&(b, off)| (off, b, 1)))
            .collect();
        for (offset, s, n) in parts {
            if !self.has_destruction(s) {
                continue;
            }
            let off = fx.b.iconst(IrType::I64, offset as i64);
            let at = fx.b.binary(ir::BinOp::Add, addr, off);
            self.destroy_counted(fx, at, s, n, loc);
        }
    }
}
