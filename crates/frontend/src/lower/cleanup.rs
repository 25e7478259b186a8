//! Object lifetimes: destructors of block-scope objects, run in reverse order of construction
//! when their scope ends and on the way out of it by `break`, `continue` and `return`; and
//! temporaries, destroyed at the end of their full-expression.
//!
//! Every object of a class type with a destructor (its own, a member's or a base's) that a
//! declaration constructs is recorded with the depth of the scope that holds it. Leaving a scope
//! normally destroys the objects of that scope where the scope's code ends; a jump out of scopes
//! destroys the objects of every scope it leaves just before jumping, and leaves the records for
//! the paths that still fall through. A `goto` destroys the objects alive where it stands and
//! not at its label; since the label may come later, its jump goes through a block filled in at
//! the end of the function.
//!
//! A class prvalue (`S(1)`, a call's result, the caller's object for a by-value argument of a
//! class with a nontrivial copy or destructor) is a [`Temporary`] of the full-expression being
//! lowered. One that initializes an object is consumed (copy elision: its bytes are the object);
//! the rest are destroyed when the full-expression ends, those an operand evaluated only
//! sometimes made behind a flag.

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
        let Some((class, count)) = class_objects(ty) else {
            return;
        };
        if count > 0 && self.has_destruction(class) {
            fx.cleanups.push(Cleanup {
                depth: fx.scopes.len(),
                addr,
                class,
                count,
            });
        }
    }

    /// An error where an object of `ty` (an array: its elements) may not be destroyed by the
    /// code `fx` is lowering, as a variable declared here must be: its class's destructor is
    /// deleted (or, reported alone, not accessible there).
    pub(super) fn require_destructible(&mut self, fx: &FnCtx, ty: &Ty, loc: Loc) -> LResult<()> {
        self.require_undeleted_destructor(ty, loc)?;
        self.check_destructor_access(fx, ty, loc)
    }

    /// An error where the destructor of `ty`'s class (an array's elements') is deleted.
    pub(super) fn require_undeleted_destructor(&mut self, ty: &Ty, loc: Loc) -> LResult<()> {
        let Ty::Struct(class) = ty.strip_arrays() else {
            return Ok(());
        };
        match self.deleted_destructor(*class) {
            Some(message) => self.error(loc, message),
            None => Ok(()),
        }
    }

    /// Reports the destructor of `ty`'s class (an array's elements') where the code `fx` is
    /// lowering may not call it.
    pub(super) fn check_destructor_access(&mut self, fx: &FnCtx, ty: &Ty, loc: Loc) -> LResult<()> {
        let Ty::Struct(class) = ty.strip_arrays() else {
            return Ok(());
        };
        if let Some(d) = self
            .own_methods(*class, |m| m.role == FunctionRole::Destructor)
            .first()
        {
            let name = self.structs[class.0 as usize].name.clone();
            let member = access::NamedMember {
                kind: "",
                result: "",
                name: &format!("~{}() noexcept", constructor_name(&name)),
                declared_in: *class,
                access: d.decl.storage.access,
                declared_at: d.decl.loc,
                object: None,
            };
            self.check_access(fx, *class, &member, loc)?;
        }
        Ok(())
    }

    /// nvcc's error where the destructor of `class` is deleted: declared `= delete`, or
    /// declared implicitly (or defaulted) where a base's or member's destructor is deleted.
    pub(super) fn deleted_destructor(&mut self, class: StructId) -> Option<String> {
        let own = self.own_methods(class, |m| m.role == FunctionRole::Destructor);
        let name = self.structs[class.0 as usize].name.clone();
        let short = constructor_name(&name);
        // (nvcc shows a declared destructor with its implicit `noexcept`, not an implicit one.)
        let deleted = |how: &str, noexcept: &str| {
            format!("function \"{name}::~{short}(){noexcept}\" ({how}) cannot be referenced -- it is a deleted function")
        };
        match own.first() {
            Some(d) if d.decl.deleted => {
                let how = format!("declared at line {}", d.decl.loc.line);
                return Some(deleted(&how, " noexcept"));
            }
            Some(d) if !d.decl.defaulted => return None,
            _ => {}
        }
        let parts = self.subobjects(class);
        let variants = self.variant_member_classes(class);
        (parts
            .iter()
            .any(|part| self.deleted_destructor(part.class).is_some())
            || variants.into_iter().any(|c| self.has_destruction(c)))
        .then(|| deleted("declared implicitly", ""))
    }

    /// Destroys the objects of the scopes deeper than `depth`, innermost first, and keeps their
    /// records (a jump out of those scopes).
    pub(super) fn destroy_above(&mut self, fx: &mut FnCtx, depth: usize, loc: Loc) {
        self.destroy_above_keeping(fx, depth, None, loc);
    }

    /// [`Lowerer::destroy_above`], except the object at `kept` (a local returned as the
    /// result itself).
    pub(super) fn destroy_above_keeping(
        &mut self,
        fx: &mut FnCtx,
        depth: usize,
        kept: Option<Var>,
        loc: Loc,
    ) {
        let leaving: Vec<Cleanup> = fx
            .cleanups
            .iter()
            .rev()
            .filter(|c| c.depth > depth && Some(c.addr) != kept)
            .cloned()
            .collect();
        for c in leaving {
            self.destroy_counted(fx, c.addr, c.class, c.count, loc);
        }
    }

    /// Destroys the objects scheduled since `mark` (a loop condition's variable, at the end of
    /// an iteration), keeping them scheduled for the scope's end.
    pub(super) fn destroy_since(&mut self, fx: &mut FnCtx, mark: usize, loc: Loc) {
        let scheduled: Vec<Cleanup> = fx.cleanups.get(mark..).unwrap_or_default().to_vec();
        for c in scheduled.into_iter().rev() {
            self.destroy_counted(fx, c.addr, c.class, c.count, loc);
        }
    }

    /// Destroys `count` objects of `class` from `first`, the last first.
    pub(super) fn destroy_counted(
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
        fx.initialized.leave_scopes(depth);
        fx.scopes.pop();
    }

    /// Whether destroying an object of `class` calls a destructor: its own, a member's or a
    /// base's.
    pub(super) fn has_destruction(&mut self, class: StructId) -> bool {
        if self.destructor(class).is_some() {
            return true;
        }
        let parts: Vec<StructId> = self.subobjects(class).iter().map(|p| p.class).collect();
        parts.into_iter().any(|c| self.has_destruction(c))
    }

    /// Runs the destructor body, then destroys the direct members in reverse order of
    /// declaration, then the bases in reverse order, as C++ does.
    pub(super) fn destroy_object(&mut self, fx: &mut FnCtx, addr: Var, class: StructId, loc: Loc) {
        if let Some(d) = self.destructor(class) {
            let name = d.decl.name.last().name.to_string();
            // A failure has been reported at the destructor's definition.
            let _ = self.resolve_and_call(fx, &name, vec![d], None, Some(addr), vec![], loc);
        }
        for part in self.subobjects(class).into_iter().rev() {
            if !self.has_destruction(part.class) {
                continue;
            }
            let at = self.offset_addr(fx, addr, part.offset);
            self.destroy_counted(fx, at, part.class, part.count, loc);
        }
    }

    /// The subobjects of `class` that are objects of classes: its bases, then its own members
    /// of class type and arrays of them (a base's members belong to the base), in layout order.
    pub(super) fn subobjects(&self, class: StructId) -> Vec<Subobject> {
        let layout = &self.structs[class.0 as usize];
        let bases = layout.bases.iter().map(|&(class, offset)| Subobject {
            class,
            offset,
            count: 1,
            member: None,
        });
        // (A member may lie in a base's footprint: at an empty base's offset, or in the tail
        // padding of a base that is not a POD. A union's members are the program's to make
        // and destroy.)
        let members = self
            .own_fields(class)
            .iter()
            .filter(|f| !f.reference && !f.variant)
            .filter_map(|f| {
                let (class, count) = class_objects(&f.ty).filter(|&(_, n)| n > 0)?;
                Some(Subobject {
                    class,
                    offset: f.offset,
                    count,
                    member: Some(f.name.clone()),
                })
            });
        bases.chain(members).collect()
    }

    /// The classes of `class`'s variant members (a union's members, those of an anonymous
    /// union it holds): C++ deletes the union's implicit operation that one of them makes
    /// nontrivial, since the union cannot know which member to run it for.
    pub(super) fn variant_member_classes(&self, class: StructId) -> Vec<StructId> {
        (self.own_fields(class).iter())
            .filter(|f| f.variant && !f.reference)
            .filter_map(|f| class_objects(&f.ty).map(|(class, _)| class))
            .collect()
    }
}

/// A base or member subobject of class type: its class, its offset, and how many there are (the
/// elements of an array member).
pub(super) struct Subobject {
    pub class: StructId,
    pub offset: u64,
    pub count: u64,
    /// The member's name; `None` for a base.
    pub member: Option<Rc<str>>,
}

/// A class object a prvalue made (`S(1)`, a call's result, an argument's copy): destroyed at
/// the end of the full-expression unless it was `consumed`, that is became the object it
/// initialized (copy elision).
#[derive(Clone)]
pub(super) struct Temporary {
    pub addr: Var,
    /// A class, or an array of class objects (the array behind an `std::initializer_list`, one
    /// a reference binds).
    pub ty: Ty,
    pub class: StructId,
    /// Elements, for an array.
    pub count: u64,
    pub consumed: bool,
    /// For a temporary of an operand evaluated only sometimes (the right of `&&`, an arm of
    /// `?:`): a byte that says whether it was made this time.
    pub made_flag: Option<Var>,
}

/// Whether `addr` is a temporary of the current full-expression that no object took.
pub(super) fn is_temporary(fx: &FnCtx, addr: Var) -> bool {
    fx.temporaries.iter().any(|t| t.addr == addr && !t.consumed)
}

impl Lowerer<'_> {
    /// Records the class object (or array of them) at `addr` as a temporary of the current
    /// full-expression.
    pub(super) fn register_temporary(&mut self, fx: &mut FnCtx, addr: Var, ty: &Ty) {
        if let Some((class, count)) = class_objects(ty).filter(|&(_, n)| n > 0) {
            fx.temporaries.push(Temporary {
                addr,
                ty: ty.clone(),
                class,
                count,
                consumed: false,
                made_flag: None,
            });
        }
    }

    /// Whether `addr` is a temporary not yet consumed.
    pub(super) fn is_temporary(&self, fx: &FnCtx, addr: Var) -> bool {
        is_temporary(fx, addr)
    }

    /// Takes the temporary at `addr` to initialize an object with (its bits are the object's;
    /// it is not destroyed); false when `addr` is no such temporary.
    pub(super) fn take_temporary(&mut self, fx: &mut FnCtx, addr: Var) -> bool {
        match fx
            .temporaries
            .iter_mut()
            .find(|t| t.addr == addr && !t.consumed)
        {
            Some(t) => {
                t.consumed = true;
                true
            }
            None => false,
        }
    }

    /// Makes the temporary at `src` in place of the object at `addr`, which it initializes:
    /// the local slots it was made in become that object's storage (see
    /// `FunctionBuilder::place_locals_at`). False, changing nothing, where they cannot.
    pub(super) fn place_temporary(&self, fx: &mut FnCtx, src: Var, addr: Var) -> bool {
        let slots = self.slots_made_in(fx, src);
        fx.b.place_locals_at(&slots, addr)
    }

    /// The local slots the temporary at `addr` was made in: its own, or one per arm of the
    /// conditional that chose it.
    pub(super) fn slots_made_in(&self, fx: &FnCtx, addr: Var) -> Vec<Var> {
        fx.made_in.get(&addr).cloned().unwrap_or_else(|| vec![addr])
    }

    /// A temporary bound to a reference declared in a block lives as long as the reference:
    /// it is destroyed with the block's objects, not with its full-expression.
    pub(super) fn extend_temporary(&mut self, fx: &mut FnCtx, addr: Var, ty: &Ty) {
        // Destroyed as the object it was made (a `D` bound to a `const B&` runs `~D`).
        let made = (fx.temporaries.iter())
            .find(|t| t.addr == addr && !t.consumed)
            .map(|t| t.ty.clone());
        if self.take_temporary(fx, addr) {
            self.schedule_destruction(fx, addr, made.as_ref().unwrap_or(ty));
        }
        self.keep_initializer_temporaries(fx, addr);
    }

    /// The temporaries that live as long as the object at `addr`, which a declaration has just
    /// initialized: the array behind it (an `std::initializer_list`), and those that a braced
    /// list bound to its reference members (`Hold h{T(3)}`).
    pub(super) fn keep_initializer_temporaries(&mut self, fx: &mut FnCtx, addr: Var) {
        if let Some((array, ty)) = fx.backing_arrays.remove(&addr) {
            self.extend_temporary(fx, array, &ty);
        }
        let (kept, rest) = std::mem::take(&mut fx.member_bound)
            .into_iter()
            .partition(|&(_, root)| root == addr);
        fx.member_bound = rest;
        for (temporary, _) in kept {
            let made = fx.temporaries.iter().find(|t| t.addr == temporary);
            if let Some(ty) = made.map(|t| t.ty.clone()) {
                self.extend_temporary(fx, temporary, &ty);
            }
        }
    }

    /// Lowers one full-expression with `lower`, then destroys the temporaries it made, the last
    /// made first.
    pub(super) fn full_expression<T>(
        &mut self,
        fx: &mut FnCtx,
        loc: Loc,
        lower: impl FnOnce(&mut Self, &mut FnCtx) -> LResult<T>,
    ) -> LResult<T> {
        let mark = fx.temporaries.len();
        // The toolkit's instances this expression of the program's makes are its use (see
        // `PendingFunction::used_by_program_at`).
        let outer_use = self.lowering_used_at;
        if self.by_program(loc) {
            self.lowering_used_at = Some(loc);
        }
        let result = lower(self, fx);
        self.lowering_used_at = outer_use;
        let made: Vec<Temporary> = fx.temporaries.drain(mark..).collect();
        for t in made.iter().rev() {
            if t.consumed || !self.has_destruction(t.class) {
                continue;
            }
            let Some(flag) = t.made_flag else {
                self.destroy_counted(fx, t.addr, t.class, t.count, loc);
                continue;
            };
            // Made only on some paths: destroyed where it was, and the flag cleared for the
            // next evaluation.
            let (destroy, done) = (fx.b.new_block(), fx.b.new_block());
            let made = fx.b.load(IrType::I8, flag);
            let zero = fx.b.iconst(IrType::I8, 0);
            let was_made = fx.b.cmp(ir::CmpOp::Ne, made, zero);
            fx.b.branch(was_made, destroy, done);
            fx.b.switch_to(destroy);
            self.destroy_counted(fx, t.addr, t.class, t.count, loc);
            fx.b.store(flag, zero);
            fx.b.jump(done);
            fx.b.switch_to(done);
        }
        result
    }

    /// Marks the temporaries from `mark` on, made by an operand evaluated only sometimes, as
    /// made: each that needs destroying gets a flag (zero on entry to the function) set here,
    /// where the operand's evaluation ends.
    pub(super) fn flag_conditional_temporaries(&mut self, fx: &mut FnCtx, mark: usize) {
        for i in mark..fx.temporaries.len() {
            let t = fx.temporaries[i].clone();
            if t.consumed || t.made_flag.is_some() || !self.has_destruction(t.class) {
                continue;
            }
            let flag = fx.b.new_var(IrType::Ptr);
            let zero = fx.b.new_var(IrType::I8);
            fx.b.insert_at_entry(vec![
                ir::Inst::Local {
                    dst: flag,
                    size: 1,
                    align: 1,
                },
                ir::Inst::IConst {
                    dst: zero,
                    value: 0,
                },
                ir::Inst::Store {
                    addr: flag,
                    value: zero,
                    volatile: false,
                },
            ]);
            let one = fx.b.iconst(IrType::I8, 1);
            fx.b.store(flag, one);
            fx.temporaries[i].made_flag = Some(flag);
        }
    }
}
