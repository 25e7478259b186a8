//! Building functions: fresh registers and blocks, and a current block to append to.

use crate::*;

/// A value known before the program runs (see [`FunctionBuilder::static_value`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StaticValue {
    Int(i64),
    /// The address of a module global plus `offset` bytes.
    Address {
        global: GlobalId,
        offset: i64,
    },
}

/// The definitions of one register: how many there are (counting up to two), the value of
/// the first where it is an integer constant, whether one is a local slot's address, when the
/// first was appended (counting appended instructions; 0 for those put at the entry's start),
/// when it was last read, where that first is a local slot's, where it is, and where the slot
/// was placed (see [`FunctionBuilder::place_locals_at`]), which it stays the address of.
#[derive(Clone, Copy, Default)]
struct Definitions {
    count: u8,
    constant: Option<i64>,
    local_slot: bool,
    appended: u32,
    last_read: u32,
    slot_at: Option<Position>,
    placed_at: Option<Var>,
}

/// Builds one [`Function`]. Blocks are created empty with an `Unreachable` terminator; the
/// current block is "open" until a terminator is set, after which appended instructions go to a
/// fresh unreachable block (so code after `return` is kept out of the graph, not rejected).
pub struct FunctionBuilder {
    func: Function,
    /// How each register is defined so far, by register number: what
    /// [`FunctionBuilder::int_constant`] and [`FunctionBuilder::is_local_slot`] answer from
    /// without searching the function, which for a function of a hundred thousand
    /// instructions would cost their number squared.
    definitions: Vec<Definitions>,
    current: BlockId,
    /// Which blocks have their terminator; switching back to one keeps it closed.
    terminated: Vec<bool>,
    /// How many instructions [`FunctionBuilder::insert_at_entry`] has put before the entry
    /// block's others, which moves them.
    entry_inserted: usize,
    /// How many instructions and terminators have been appended: the order
    /// [`Definitions::appended`] and [`Definitions::last_read`] keep.
    appended: u32,
}

/// Where a [`FunctionBuilder`] appends, which [`FunctionBuilder::emitted_since`] counts from.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    block: BlockId,
    len: usize,
    blocks: usize,
    entry_inserted: usize,
}

impl FunctionBuilder {
    pub fn new(
        name: impl Into<String>,
        kind: FunctionKind,
        params: Vec<ParamKind>,
        ret: Option<Type>,
    ) -> Self {
        let var_types = params
            .iter()
            .map(|p| match p {
                ParamKind::Scalar(t) => *t,
                ParamKind::Aggregate { .. } => Type::Ptr,
            })
            .collect();
        FunctionBuilder {
            func: Function {
                name: name.into(),
                kind,
                params,
                ret,
                var_types,
                blocks: vec![Block {
                    insts: vec![],
                    term: Terminator::Unreachable,
                }],
                max_threads_per_block: None,
                cluster_dims: None,
                symbol: None,
            },
            current: Function::ENTRY,
            terminated: vec![false],
            definitions: Vec::new(),
            entry_inserted: 0,
            appended: 0,
        }
    }

    pub fn param(&self, i: usize) -> Var {
        Var(i as u32)
    }

    pub fn kind(&self) -> FunctionKind {
        self.func.kind
    }

    pub fn new_var(&mut self, ty: Type) -> Var {
        self.func.var_types.push(ty);
        Var(self.func.var_types.len() as u32 - 1)
    }

    pub fn var_type(&self, v: Var) -> Type {
        self.func.var_type(v)
    }

    pub fn new_block(&mut self) -> BlockId {
        self.func.blocks.push(Block {
            insts: vec![],
            term: Terminator::Unreachable,
        });
        self.terminated.push(false);
        BlockId(self.func.blocks.len() as u32 - 1)
    }

    pub fn switch_to(&mut self, b: BlockId) {
        self.current = b;
    }

    pub fn current_block(&self) -> BlockId {
        self.current
    }

    /// Whether the current block already has its terminator (code here is unreachable).
    pub fn is_terminated(&self) -> bool {
        self.terminated[self.current.0 as usize]
    }

    pub fn push(&mut self, inst: Inst) {
        if self.terminated[self.current.0 as usize] {
            let b = self.new_block();
            self.switch_to(b);
        }
        self.appended += 1;
        let appended = self.appended;
        inst.for_each_use(|v| self.definition_mut(v).last_read = appended);
        let at = self.position();
        self.note_definition(&inst, Some(at));
        self.func.blocks[self.current.0 as usize].insts.push(inst);
    }

    /// Counts `inst`'s definition, appended at `at` (`None`: put at the entry's start).
    fn note_definition(&mut self, inst: &Inst, at: Option<Position>) {
        let Some(v) = inst.dst() else { return };
        let appended = at.map_or(0, |_| self.appended);
        let d = self.definition_mut(v);
        if d.count == 0 {
            d.constant = match inst {
                Inst::IConst { value, .. } => Some(*value),
                _ => None,
            };
            d.appended = appended;
            d.slot_at = at.filter(|_| matches!(inst, Inst::Local { .. }));
        }
        d.count = d.count.saturating_add(1).min(2);
        d.local_slot |= matches!(inst, Inst::Local { .. });
    }

    /// The value of `v` when it is defined as an integer constant (by the current block, or by
    /// its only definition elsewhere): how the front end tells a literal `0` (a null pointer
    /// constant) from another integer.
    pub fn int_constant(&self, v: Var) -> Option<i64> {
        let d = self
            .definitions
            .get(v.0 as usize)
            .copied()
            .unwrap_or_default();
        match d.count {
            // Its only definition, in this block or an earlier one (an argument made before a
            // conditional one).
            1 => d.constant,
            0 => None,
            // Assigned more than once (the result of `?:`): the current block's last value.
            _ => {
                let current = &self.func.blocks[self.current.0 as usize].insts;
                match current.iter().rev().find(|i| i.dst() == Some(v))? {
                    Inst::IConst { value, .. } => Some(*value),
                    _ => None,
                }
            }
        }
    }

    /// What the current block makes `v` from integer constants and globals' addresses alone
    /// (the pointer a static initializer holds: `&table[2].y`), or `None` when `v` depends on
    /// anything else.
    pub fn static_value(&self, v: Var) -> Option<StaticValue> {
        use StaticValue::{Address, Int};
        let insts = &self.func.blocks[self.current.0 as usize].insts;
        let def = insts.iter().rev().find(|i| i.dst() == Some(v))?;
        let bits = |v: Var| self.var_type(v).bytes() * 8;
        Some(match def {
            Inst::IConst { value, .. } => Int(*value),
            Inst::GlobalAddr { global, .. } => Address {
                global: *global,
                offset: 0,
            },
            Inst::Copy { src, .. } => self.static_value(*src)?,
            Inst::Binary { op, a, b, .. } => {
                match (op, self.static_value(*a)?, self.static_value(*b)?) {
                    (BinOp::Add, Int(x), Int(y)) => Int(x.wrapping_add(y)),
                    (BinOp::Sub, Int(x), Int(y)) => Int(x.wrapping_sub(y)),
                    (BinOp::Mul, Int(x), Int(y)) => Int(x.wrapping_mul(y)),
                    (BinOp::Shl, Int(x), Int(y)) => Int(x.wrapping_shl(y as u32)),
                    (BinOp::Add, Address { global, offset }, Int(y))
                    | (BinOp::Add, Int(y), Address { global, offset }) => Address {
                        global,
                        offset: offset.wrapping_add(y),
                    },
                    (BinOp::Sub, Address { global, offset }, Int(y)) => Address {
                        global,
                        offset: offset.wrapping_sub(y),
                    },
                    _ => return None,
                }
            }
            Inst::Cast { dst, op, a } => match (op, self.static_value(*a)?) {
                (CastOp::Bitcast, value) if bits(*dst) == 64 => value,
                (CastOp::SExt, Int(x)) => Int(x),
                (CastOp::Trunc | CastOp::ZExt, Int(x)) => {
                    let width = if *op == CastOp::Trunc {
                        bits(*dst)
                    } else {
                        bits(*a)
                    };
                    let low = (x as u64) & (u64::MAX >> (64 - width.clamp(1, 64)));
                    // Integers are held sign-extended from their width; a zero extension's
                    // result is the low bits taken as unsigned.
                    if *op == CastOp::ZExt || width >= 64 {
                        Int(low as i64)
                    } else {
                        Int(((low << (64 - width)) as i64) >> (64 - width))
                    }
                }
                _ => return None,
            },
            _ => return None,
        })
    }

    /// Where instructions are appended now.
    pub fn position(&self) -> Position {
        Position {
            block: self.current,
            len: self.func.blocks[self.current.0 as usize].insts.len(),
            blocks: self.func.blocks.len(),
            entry_inserted: self.entry_inserted,
        }
    }

    /// The instructions appended since `p`: those after it in its block, then those of the
    /// blocks made since.
    pub fn emitted_since(&self, p: Position) -> impl Iterator<Item = &Inst> {
        let moved = match p.block == Function::ENTRY {
            true => self.entry_inserted - p.entry_inserted,
            false => 0,
        };
        let first = self.func.blocks[p.block.0 as usize].insts[p.len + moved..].iter();
        let made = self.func.blocks[p.blocks..].iter().flat_map(|b| &b.insts);
        first.chain(made)
    }

    fn definition_mut(&mut self, v: Var) -> &mut Definitions {
        let index = v.0 as usize;
        if self.definitions.len() <= index {
            self.definitions.resize(index + 1, Definitions::default());
        }
        &mut self.definitions[index]
    }

    /// Puts `insts` at the start of the entry block, which every path runs first.
    pub fn insert_at_entry(&mut self, insts: Vec<Inst>) {
        self.entry_inserted += insts.len();
        for inst in &insts {
            self.note_definition(inst, None);
        }
        let entry = &mut self.func.blocks[Function::ENTRY.0 as usize].insts;
        entry.splice(0..0, insts);
    }

    /// Makes the local slots `slots` the storage at `at`: each slot's `Inst::Local` becomes a
    /// copy of `at`, so that what was built in the slots was built at `at` (an object made in
    /// place of the temporary it was written as; several slots where a conditional made it in
    /// one per arm). Only where each slot has that one definition, `at` is defined once
    /// before it (a parameter, or an instruction appended earlier, which the lowering of
    /// structured code makes one that runs first) and read by nothing appended since (which
    /// the object made in the slot would be beneath); false, changing nothing, otherwise.
    /// Placing a slot again where it was placed changes nothing; placing one already placed
    /// elsewhere places the slot it was placed at (a variable whose storage is a temporary's,
    /// returned as the result).
    pub fn place_locals_at(&mut self, slots: &[Var], at: Var) -> bool {
        let sites: Option<Vec<Option<(Var, Position)>>> = slots
            .iter()
            .map(|&slot| self.placement_site(slot, at))
            .collect();
        let Some(sites) = sites.filter(|_| !slots.is_empty()) else {
            return false;
        };
        for (slot, site) in sites.into_iter().flatten() {
            let moved = match site.block == Function::ENTRY {
                true => self.entry_inserted - site.entry_inserted,
                false => 0,
            };
            let inst = &mut self.func.blocks[site.block.0 as usize].insts[site.len + moved];
            debug_assert!(matches!(inst, Inst::Local { dst, .. } if *dst == slot));
            *inst = Inst::Copy { dst: slot, src: at };
            self.definitions[slot.0 as usize].placed_at = Some(at);
        }
        true
    }

    /// The slot whose `Inst::Local` [`FunctionBuilder::place_locals_at`] would make a copy of
    /// `at` to place `slot` there (`slot`, or the one it was placed at), and where that is
    /// (`Some(None)`: it is there already); `None` where it may not.
    fn placement_site(&self, slot: Var, at: Var) -> Option<Option<(Var, Position)>> {
        let of = |v: Var| {
            self.definitions
                .get(v.0 as usize)
                .copied()
                .unwrap_or_default()
        };
        let (placed, target) = (of(slot), of(at));
        match placed.placed_at {
            Some(x) if x == at => return Some(None),
            Some(x) => return self.placement_site(x, at),
            None => {}
        }
        let site = placed.slot_at.filter(|_| placed.count == 1)?;
        let parameter = (at.0 as usize) < self.func.params.len() && target.count == 0;
        let earlier = target.count == 1 && target.appended < placed.appended;
        let unread = target.last_read < placed.appended;
        ((parameter || earlier) && unread).then_some(Some((slot, site)))
    }

    /// Whether `v` is the address of one of the function's local slots (`Inst::Local`), or of
    /// the object one was placed at.
    pub fn is_local_slot(&self, v: Var) -> bool {
        self.definitions
            .get(v.0 as usize)
            .is_some_and(|d| d.local_slot)
    }

    pub fn terminate(&mut self, term: Terminator) {
        if self.terminated[self.current.0 as usize] {
            return;
        }
        self.appended += 1;
        let appended = self.appended;
        term.for_each_use(|v| self.definition_mut(v).last_read = appended);
        self.func.blocks[self.current.0 as usize].term = term;
        self.terminated[self.current.0 as usize] = true;
    }

    /// The value of `v` where the current block computes it from integer constants alone, as
    /// constant folding would (`1ull << 40`, `(unsigned short)-1`): through registers defined
    /// once, held sign-extended from their width.
    pub fn int_constant_folded(&self, v: Var) -> Option<i64> {
        if let Some(value) = self.int_constant(v) {
            return Some(value);
        }
        let once = |v: Var| {
            self.definitions
                .get(v.0 as usize)
                .is_some_and(|d| d.count == 1)
        };
        if !once(v) {
            return None;
        }
        let current = &self.func.blocks[self.current.0 as usize].insts;
        let inst = current.iter().find(|i| i.dst() == Some(v))?;
        crate::fold::folded_value(inst, |a| self.int_constant_folded(a), |a| self.var_type(a))
    }

    pub fn iconst(&mut self, ty: Type, value: i64) -> Var {
        let dst = self.new_var(ty);
        self.push(Inst::IConst { dst, value });
        dst
    }

    pub fn fconst(&mut self, ty: Type, value: f64) -> Var {
        let dst = self.new_var(ty);
        self.push(Inst::FConst { dst, value });
        dst
    }

    /// The address of module global `global`.
    pub fn global_addr(&mut self, global: GlobalId) -> Var {
        let dst = self.new_var(Type::Ptr);
        self.push(Inst::GlobalAddr { dst, global });
        dst
    }

    /// The global whose address `v` holds, where the current block defines `v` once as that
    /// address (or a copy of it): how the front end reads a string literal's text back.
    pub fn global_of(&self, v: Var) -> Option<GlobalId> {
        let once = self
            .definitions
            .get(v.0 as usize)
            .is_some_and(|d| d.count == 1);
        let current = &self.func.blocks[self.current.0 as usize].insts;
        match current.iter().find(|i| i.dst() == Some(v))? {
            Inst::GlobalAddr { global, .. } if once => Some(*global),
            Inst::Copy { src, .. } if once => self.global_of(*src),
            _ => None,
        }
    }

    /// The address of `size` bytes of thread-private memory (see [`Inst::Local`]).
    pub fn local(&mut self, size: u32, align: u32) -> Var {
        let dst = self.new_var(Type::Ptr);
        self.push(Inst::Local { dst, size, align });
        dst
    }

    pub fn binary(&mut self, op: BinOp, a: Var, b: Var) -> Var {
        let dst = self.new_var(self.var_type(a));
        self.push(Inst::Binary { dst, op, a, b });
        dst
    }

    /// `cond ? a : b`, of `a`'s type.
    pub fn select(&mut self, cond: Var, a: Var, b: Var) -> Var {
        let dst = self.new_var(self.var_type(a));
        self.push(Inst::Select { dst, cond, a, b });
        dst
    }

    pub fn unary(&mut self, op: UnOp, a: Var) -> Var {
        let dst = self.new_var(self.var_type(a));
        self.push(Inst::Unary { dst, op, a });
        dst
    }

    pub fn cmp(&mut self, op: CmpOp, a: Var, b: Var) -> Var {
        let dst = self.new_var(Type::Bool);
        self.push(Inst::Cmp { dst, op, a, b });
        dst
    }

    pub fn cast(&mut self, op: CastOp, a: Var, to: Type) -> Var {
        // A float widened and narrowed back is itself, as CUDA's compiler folds the pair (so
        // that under `-ftz=true` a subnormal survives it).
        if op == CastOp::FTrunc {
            let current = &self.func.blocks[self.current.0 as usize].insts;
            let widened = current.iter().rposition(|i| i.dst() == Some(a));
            if let Some(at) = widened {
                if let Inst::Cast {
                    op: CastOp::FExt,
                    a: narrow,
                    ..
                } = current[at]
                {
                    let unchanged = current[at..].iter().all(|i| i.dst() != Some(narrow));
                    if unchanged && self.var_type(narrow) == to {
                        return narrow;
                    }
                }
            }
        }
        let dst = self.new_var(to);
        self.push(Inst::Cast { dst, op, a });
        dst
    }

    pub fn load(&mut self, ty: Type, addr: Var) -> Var {
        self.load_access(ty, addr, false)
    }

    pub fn store(&mut self, addr: Var, value: Var) {
        self.store_access(addr, value, false);
    }

    /// A load that is `volatile` when the object is (see [`Inst::Load`]).
    pub fn load_access(&mut self, ty: Type, addr: Var, volatile: bool) -> Var {
        let dst = self.new_var(ty);
        self.push(Inst::Load {
            dst,
            addr,
            volatile,
        });
        dst
    }

    /// A store that is `volatile` when the object is (see [`Inst::Load`]).
    pub fn store_access(&mut self, addr: Var, value: Var, volatile: bool) {
        self.push(Inst::Store {
            addr,
            value,
            volatile,
        });
    }

    pub fn copy(&mut self, dst: Var, src: Var) {
        self.push(Inst::Copy { dst, src });
    }

    pub fn jump(&mut self, b: BlockId) {
        self.terminate(Terminator::Jump(b));
    }

    pub fn branch(&mut self, cond: Var, then_block: BlockId, else_block: BlockId) {
        self.terminate(Terminator::Branch {
            cond,
            then_block,
            else_block,
        });
    }

    pub fn finish(self) -> Function {
        self.func
    }
}

#[cfg(test)]
mod tests {
    use crate::*;

    fn kernel() -> FunctionBuilder {
        let params = vec![ParamKind::Scalar(Type::Ptr)];
        FunctionBuilder::new("k", FunctionKind::Kernel, params, None)
    }

    /// The instruction that defines `v` in the built function.
    fn definition(f: &Function, v: Var) -> Inst {
        let mut insts = f.blocks.iter().flat_map(|b| &b.insts);
        insts.rfind(|i| i.dst() == Some(v)).cloned().unwrap()
    }

    #[test]
    fn a_slot_placed_at_an_earlier_object_becomes_its_address() {
        let mut k = kernel();
        let object = k.local(8, 4);
        let temporary = k.local(8, 4);
        let one = k.iconst(Type::I32, 1);
        k.store(temporary, one);
        assert!(k.place_locals_at(&[temporary], object));
        // Again, where it is: nothing changes.
        assert!(k.place_locals_at(&[temporary], object));
        let f = k.finish();
        assert!(matches!(
            definition(&f, temporary),
            Inst::Copy { src, .. } if src == object
        ));
    }

    #[test]
    fn a_slot_placed_at_another_is_placed_again_through_it() {
        let mut k = kernel();
        let temporary = k.local(8, 4);
        let variable = k.local(8, 4);
        // The variable's storage is the temporary's; the result's is then both's.
        assert!(k.place_locals_at(&[variable], temporary));
        assert!(k.place_locals_at(&[variable], k.param(0)));
        let f = k.finish();
        assert!(matches!(
            definition(&f, temporary),
            Inst::Copy { src: Var(0), .. }
        ));
        assert!(matches!(
            definition(&f, variable),
            Inst::Copy { src, .. } if src == temporary
        ));
    }

    #[test]
    fn a_slot_is_not_placed_at_an_object_read_or_made_after_it() {
        let mut k = kernel();
        let object = k.local(8, 4);
        let temporary = k.local(8, 4);
        let later = k.local(8, 4);
        let zero = k.iconst(Type::I32, 0);
        // Written after the temporary was made: the temporary's contents would be lost.
        k.store(object, zero);
        assert!(!k.place_locals_at(&[temporary], object));
        assert!(!k.place_locals_at(&[temporary], later));
        // All or none.
        let other = k.local(8, 4);
        assert!(!k.place_locals_at(&[other, temporary], later));
        assert!(k.place_locals_at(&[other], k.param(0)));
        assert!(!k.place_locals_at(&[], k.param(0)));
        let f = k.finish();
        assert!(matches!(definition(&f, temporary), Inst::Local { .. }));
    }
}
