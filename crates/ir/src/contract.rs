//! Floating-point contraction as CUDA's compiler does it by default (`-fmad=true`): an add
//! whose operand is a multiply becomes one fused multiply-add, rounded once.
//!
//! The rules are the GPU compiler's, measured on nvcc's output for sm_90, so that a backend that
//! runs this pass computes the bits a GPU computes:
//! - multiplies of the same values are one product (the compiler eliminates common
//!   subexpressions before it fuses);
//! - a product fuses into every use of it that adds or subtracts it (`a * b + c`,
//!   `c + a * b`, `s += x * y`, `a * b - c` as `fma(a, b, -c)`, `c - a * b` as
//!   `fma(-a, b, c)`), provided that is every use it has: one that stores it or negates it
//!   keeps it a plain multiply everywhere;
//! - of an addition of two products, the left one fuses (`a * b + c * d` is
//!   `fma(a, b, c * d)`), unless it is computed from a division and the right one is not
//!   (`x * (a / b) + c * d` is `fma(c, d, x * (a / b))`);
//! - the code generator fuses subtractions, after the optimizer has fused the additions: of
//!   a difference of two products, the one the additions left one use where only one has
//!   one (`p - c * d` with `p` used twice is `fma(-c, d, p)`), the right one where neither
//!   has, and of two with one use each, one not computed from a division, else the left one
//!   (`a * b - c * d` is `fma(a, b, -(c * d))`); a difference of two products of values a
//!   loop carries stays unfused;
//! - intrinsics with explicit rounding (`__fmul_rn`, `__fadd_rn`) are calls, never fused.
//!
//! Registers are assignable, so a multiply's value is followed through copies between
//! registers assigned once; an operand of the multiply assigned more than once is used at the
//! addition only where nothing assigns it in between (same block); a promoted local's copies
//! are first read through to the registers they copy (`forward_copies`).

use crate::*;
use std::collections::HashMap;

/// Fuses the multiply-adds of `f` the way CUDA's compiler does (see the module documentation).
/// The multiplies stay, for a backend's dead-code elimination to remove.
pub fn contract_multiply_adds(f: &mut Function) {
    forward_copies(f);
    let values = Values::of(f);
    let mut fused = Vec::new();
    // Additions first, as the optimizer fuses them; then subtractions, which the code
    // generator fuses, seeing the uses of each product the additions left.
    let mut fused_into_additions: HashMap<Product, usize> = HashMap::new();
    for subtractions in [false, true] {
        for (b, block) in f.blocks.iter().enumerate() {
            for (i, inst) in block.insts.iter().enumerate() {
                let Some((dst, candidates, subtracts)) = values.addition(f, inst) else {
                    continue;
                };
                if subtracts != subtractions {
                    continue;
                }
                let name = match f.var_type(dst) {
                    Type::F32 => "fmaf",
                    Type::F64 => "fma",
                    _ => continue,
                };
                let ordered = match subtracts {
                    false => values.addition_order(f, candidates),
                    true => values.subtraction_order(f, candidates, &fused_into_additions),
                };
                for (operand, negated, addend) in ordered {
                    let m = values.root(f, operand);
                    if let Some((x, y)) = values.fusable(f, m, (b, i)) {
                        fused.push((b, i, dst, name, (x, y, negated), addend));
                        if let (false, Some(product)) = (subtracts, values.product(f, m)) {
                            *fused_into_additions.entry(product).or_default() += 1;
                        }
                        break;
                    }
                }
            }
        }
    }
    rewrite(f, fused);
}

/// A fused multiply-add to make: at the addition `(block, index)` assigning `dst`, `name`
/// (`fmaf` or `fma`) of the factors, negated or not, and the addend.
type Fusion = (usize, usize, Var, &'static str, (Var, Var, bool), Addend);

/// Replaces each addition of `fused` with its multiply-add, inserting what the operands need
/// before it (negations, constants); each block is rebuilt once, so that the sites keep their
/// meaning while edits are made.
fn rewrite(f: &mut Function, fused: Vec<Fusion>) {
    let mut before: HashMap<Site, Vec<Inst>> = HashMap::new();
    let mut replaced: HashMap<Site, Inst> = HashMap::new();
    for (b, i, dst, name, (x, y, negated), addend) in fused {
        let ty = f.var_type(dst);
        let mut at_addition = Vec::new();
        let addend = match addend {
            Addend::Register(v) => v,
            Addend::Negated(v) => {
                let dst = fresh(f, ty);
                at_addition.push(Inst::Unary {
                    dst,
                    op: UnOp::FNeg,
                    a: v,
                });
                dst
            }
            Addend::Constant(value) => {
                let dst = fresh(f, ty);
                at_addition.push(Inst::FConst { dst, value });
                dst
            }
        };
        // `c - a * b` is `fma(-a, b, c)`.
        let x = match negated {
            true => {
                let dst = fresh(f, ty);
                at_addition.push(Inst::Unary {
                    dst,
                    op: UnOp::FNeg,
                    a: x,
                });
                dst
            }
            false => x,
        };
        before.entry((b, i)).or_default().extend(at_addition);
        replaced.insert(
            (b, i),
            Inst::Intrinsic {
                dst: Some(dst),
                name: name.to_string(),
                args: vec![x, y, addend],
            },
        );
    }
    for (b, block) in f.blocks.iter_mut().enumerate() {
        let old = std::mem::take(&mut block.insts);
        for (i, inst) in old.into_iter().enumerate() {
            if let Some(insts) = before.remove(&(b, i)) {
                block.insts.extend(insts);
            }
            block.insts.push(replaced.remove(&(b, i)).unwrap_or(inst));
        }
    }
}

/// Within each block, makes a copy from a register assigned more than once (a promoted local
/// variable) read the register its latest assignment in the block copied, where that one is
/// assigned once: the same value, named as CUDA's compiler, which sees values rather than
/// variables, names it (so `d *= r; y + d` is seen to add a product). Copies left unread
/// go.
fn forward_copies(f: &mut Function) {
    let mut assignments = vec![0u32; f.var_types.len()];
    for p in 0..f.params.len().min(assignments.len()) {
        assignments[p] += 1;
    }
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        if let Some(d) = inst.dst() {
            assignments[d.0 as usize] += 1;
        }
    }
    let once = |v: Var| assignments[v.0 as usize] == 1;
    for block in &mut f.blocks {
        // A register assigned more than once → the register assigned once its latest
        // assignment in this block copied.
        let mut copied_from: HashMap<Var, Var> = HashMap::new();
        for inst in &mut block.insts {
            if let Inst::Copy { src, .. } = inst {
                if let Some(&origin) = copied_from.get(src) {
                    *src = origin;
                }
            }
            if let Some(d) = inst.dst() {
                copied_from.remove(&d);
                if let Inst::Copy { dst, src } = *inst {
                    if !once(dst) && once(src) {
                        copied_from.insert(dst, src);
                    }
                }
            }
        }
    }
    // Copies into registers nothing reads any more are not uses of what they copy.
    let mut read = vec![false; f.var_types.len()];
    for block in &f.blocks {
        for inst in &block.insts {
            inst.for_each_use(|u| read[u.0 as usize] = true);
        }
        block.term.for_each_use(|u| read[u.0 as usize] = true);
    }
    for block in &mut f.blocks {
        block
            .insts
            .retain(|inst| !matches!(inst, Inst::Copy { dst, .. } if !read[dst.0 as usize]));
    }
}

/// Which blocks of `f` lie on a cycle of its control flow: the strongly connected components
/// of more than one block, and blocks that jump to themselves (two depth-first passes, so that
/// functions of many thousands of blocks take linear time).
fn blocks_on_cycles(f: &Function) -> Vec<bool> {
    let n = f.blocks.len();
    let succ: Vec<Vec<usize>> = f
        .blocks
        .iter()
        .map(|b| b.term.successors().iter().map(|s| s.0 as usize).collect())
        .collect();
    let mut pred = vec![Vec::new(); n];
    for (b, targets) in succ.iter().enumerate() {
        for &t in targets {
            pred[t].push(b);
        }
    }
    let mut finished = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    for start in 0..n {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![(start, 0usize)];
        while let Some((b, next)) = stack.last_mut() {
            match succ[*b].get(*next) {
                Some(&t) => {
                    *next += 1;
                    if !seen[t] {
                        seen[t] = true;
                        stack.push((t, 0));
                    }
                }
                None => {
                    finished.push(*b);
                    stack.pop();
                }
            }
        }
    }
    let mut component = vec![usize::MAX; n];
    let mut sizes = Vec::new();
    for &start in finished.iter().rev() {
        if component[start] != usize::MAX {
            continue;
        }
        let c = sizes.len();
        sizes.push(0usize);
        component[start] = c;
        let mut stack = vec![start];
        while let Some(b) = stack.pop() {
            sizes[c] += 1;
            for &p in &pred[b] {
                if component[p] == usize::MAX {
                    component[p] = c;
                    stack.push(p);
                }
            }
        }
    }
    (0..n)
        .map(|b| sizes[component[b]] > 1 || succ[b].contains(&b))
        .collect()
}

/// A new register of type `ty`.
fn fresh(f: &mut Function, ty: Type) -> Var {
    let v = Var(f.var_types.len() as u32);
    f.var_types.push(ty);
    v
}

/// What a fused multiply-add adds to the product.
#[derive(Clone, Copy)]
enum Addend {
    Register(Var),
    /// `a * b - c`: `fma(a, b, -c)`.
    Negated(Var),
    /// `a * b - K` with `K` a constant is `a * b + (-K)`.
    Constant(f64),
}

/// An operand of an addition a multiply could fuse from: the operand, whether the product is
/// subtracted (`c - a * b`), and what is added to the product.
type Candidate = (Var, bool, Addend);

/// Which multiplies are one value, as common-subexpression elimination sees them before
/// contraction: products of the same values (in either order), else the multiply itself.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Product {
    Of(Var, Var),
    Single(Var),
}

/// A position in a function: block and instruction index.
type Site = (usize, usize);

/// What contraction needs to know of a function's registers.
struct Values {
    /// How many times each register is assigned (parameters once, on entry).
    assignments: Vec<u32>,
    /// Where a register assigned once is assigned (`None` for parameters).
    definition: Vec<Option<Site>>,
    /// For each product, what uses it, through copies: the site and whether that use is an
    /// operand a fused multiply-add could take the product from.
    product_uses: HashMap<Product, Vec<(Site, bool)>>,
    /// How many stores write each place of a local slot (the slot's register and the
    /// offset), and how many copies write each slot whole.
    place_stores: HashMap<(Var, i64), usize>,
    slot_copies: HashMap<Var, usize>,
    /// Which registers are computed from a floating-point division: the GPU's division is a
    /// sequence with a branch to a slow path, and a product of its result is fused after the
    /// products ready before it.
    after_division: Vec<bool>,
    /// Which registers are assigned in a block on a cycle of the control flow (a loop's
    /// body): those assigned more than once may carry a value from one iteration to the next,
    /// where the others join the arms of a branch.
    assigned_in_loop: Vec<bool>,
}

impl Values {
    fn of(f: &Function) -> Values {
        let n = f.var_types.len();
        let mut v = Values {
            assignments: vec![0; n],
            definition: vec![None; n],
            product_uses: HashMap::new(),
            after_division: vec![false; n],
            place_stores: HashMap::new(),
            slot_copies: HashMap::new(),
            assigned_in_loop: vec![false; n],
        };
        let in_loop = blocks_on_cycles(f);
        for (b, block) in f.blocks.iter().enumerate() {
            for d in block.insts.iter().filter_map(Inst::dst) {
                v.assigned_in_loop[d.0 as usize] |= in_loop[b];
            }
        }
        for p in 0..f.params.len().min(n) {
            v.assignments[p] += 1;
        }
        for (b, block) in f.blocks.iter().enumerate() {
            for (i, inst) in block.insts.iter().enumerate() {
                if let Some(d) = inst.dst() {
                    v.assignments[d.0 as usize] += 1;
                    v.definition[d.0 as usize] = Some((b, i));
                }
            }
        }
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            match inst {
                Inst::Store { addr, .. } => {
                    if let Some(place) = v.place_of(f, *addr) {
                        *v.place_stores.entry(place).or_default() += 1;
                    }
                }
                Inst::MemCopy { dst, .. } => {
                    if let Some((slot, _)) = v.place_of(f, *dst) {
                        *v.slot_copies.entry(slot).or_default() += 1;
                    }
                }
                _ => {}
            }
        }
        // A fixed point, as values flow around loops.
        let mut changed = true;
        while changed {
            changed = false;
            for inst in f.blocks.iter().flat_map(|b| &b.insts) {
                let Some(d) = inst.dst() else { continue };
                if v.after_division[d.0 as usize] || matches!(inst, Inst::Load { .. }) {
                    continue;
                }
                let mut from_division = matches!(
                    inst,
                    Inst::Binary {
                        op: BinOp::FDiv,
                        ..
                    }
                );
                inst.for_each_use(|u| from_division |= v.after_division[u.0 as usize]);
                if from_division {
                    v.after_division[d.0 as usize] = true;
                    changed = true;
                }
            }
        }
        for (b, block) in f.blocks.iter().enumerate() {
            for (i, inst) in block.insts.iter().enumerate() {
                if v.is_alias(inst) {
                    continue;
                }
                let fusable: Vec<Var> = match v.addition(f, inst) {
                    Some((_, candidates, _)) => candidates.iter().map(|c| c.0).collect(),
                    None => Vec::new(),
                };
                let mut uses = Vec::new();
                inst.for_each_use(|u| uses.push(u));
                for u in uses {
                    v.record_use(f, u, (b, i), fusable.contains(&u));
                }
            }
            let end = (b, block.insts.len());
            let mut uses = Vec::new();
            block.term.for_each_use(|u| uses.push(u));
            for u in uses {
                v.record_use(f, u, end, false);
            }
        }
        v
    }

    fn record_use(&mut self, f: &Function, used: Var, site: Site, fusable: bool) {
        if let Some(product) = self.product(f, self.root(f, used)) {
            self.product_uses
                .entry(product)
                .or_default()
                .push((site, fusable));
        }
    }

    /// The product the multiply assigning `m` computes, if a multiply assigns it.
    fn product(&self, f: &Function, m: Var) -> Option<Product> {
        let (x, y) = self.multiply(f, m)?;
        let (x, y) = (self.root(f, x), self.root(f, y));
        Some(match self.assigned_once(x) && self.assigned_once(y) {
            true => Product::Of(x.min(y), x.max(y)),
            false => Product::Single(m),
        })
    }

    /// For a floating-point addition or subtraction, its result, the operands a multiply
    /// could fuse from, each with whether the product is subtracted and what would be added
    /// to it, and whether it is a subtraction (of a register: one of a constant is an
    /// addition of its negation).
    fn addition(&self, f: &Function, inst: &Inst) -> Option<(Var, Vec<Candidate>, bool)> {
        match *inst {
            Inst::Binary {
                dst,
                op: BinOp::FAdd,
                a,
                b,
            } => Some((
                dst,
                vec![
                    (a, false, Addend::Register(b)),
                    (b, false, Addend::Register(a)),
                ],
                false,
            )),
            Inst::Binary {
                dst,
                op: BinOp::FSub,
                a,
                b,
            } => match self.instruction(f, self.root(f, b)) {
                Some(Inst::FConst { value, .. }) => {
                    Some((dst, vec![(a, false, Addend::Constant(-value))], false))
                }
                _ => Some((
                    dst,
                    vec![
                        (a, false, Addend::Negated(b)),
                        (b, true, Addend::Register(a)),
                    ],
                    true,
                )),
            },
            _ => None,
        }
    }

    /// The candidates of an addition in the order the compiler tries them: the left first,
    /// unless it is a product of a negation (`-a * b`, `(-0.5f) * b`: the optimizer makes the
    /// sum a difference from the right product) or computed from a division and the right
    /// one is not (measured).
    fn addition_order(&self, f: &Function, mut candidates: Vec<Candidate>) -> Vec<Candidate> {
        if candidates.len() == 2 && self.negated_product(f, candidates[0].0) {
            candidates.reverse();
        }
        candidates.sort_by_key(|c| self.after_division[c.0 .0 as usize]);
        candidates
    }

    /// Whether `v` is a product with a negated factor: a negation, or a negative constant.
    fn negated_product(&self, f: &Function, v: Var) -> bool {
        let Some((x, y)) = self.multiply(f, self.root(f, v)) else {
            return false;
        };
        [x, y].iter().any(|&factor| {
            matches!(
                self.instruction(f, self.root(f, factor)),
                Some(Inst::Unary { op: UnOp::FNeg, .. })
            ) || matches!(
                self.instruction(f, self.root(f, factor)),
                Some(Inst::FConst { value, .. }) if value.is_sign_negative()
            )
        })
    }

    /// The candidates of a subtraction in the order the code generator tries them: the
    /// product the additions left one use where only one has one, else the right one where
    /// neither has; of two with one use each, one not computed from a division before one
    /// that is, else the left one.
    fn subtraction_order(
        &self,
        f: &Function,
        mut candidates: Vec<Candidate>,
        fused_into_additions: &HashMap<Product, usize>,
    ) -> Vec<Candidate> {
        let remaining_uses = |operand: Var| {
            let product = self.product(f, self.root(f, operand))?;
            let uses = self.product_uses.get(&product)?.len();
            Some(uses - fused_into_additions.get(&product).copied().unwrap_or(0))
        };
        // Products of values a loop carries are shared between iterations once the GPU's
        // compiler rotates the loop (a Mandelbrot iteration's `re * re - im * im` feeds the
        // magnitude test too), and such a difference stays unfused (measured).
        let carried_register =
            |v: Var| !self.assigned_once(v) && self.assigned_in_loop[v.0 as usize];
        let variable = |v: Var| {
            let v = self.root(f, v);
            match self.instruction(f, v) {
                Some(Inst::Copy { src, .. }) => carried_register(*src),
                Some(Inst::Load { addr, .. }) => self.rewritten_slot(f, *addr),
                _ => carried_register(v),
            }
        };
        let carried = |operand: Var| {
            self.multiply(f, self.root(f, operand))
                .is_some_and(|(x, y)| variable(x) || variable(y))
        };
        let both_products = candidates
            .iter()
            .all(|c| self.multiply(f, self.root(f, c.0)).is_some());
        if both_products && candidates.iter().any(|c| carried(c.0)) {
            return Vec::new();
        }
        let single = |c: &Candidate| remaining_uses(c.0) == Some(1);
        let late = |c: &Candidate| self.after_division[c.0 .0 as usize];
        let (left, right) = (&candidates[0], &candidates[1]);
        let left_first = match (single(left), single(right)) {
            (true, true) => !late(left) || late(right),
            (left_single, _) => left_single,
        };
        if !left_first {
            candidates.reverse();
        }
        candidates
    }

    /// Whether `addr` is a place of a local slot written more than once: a variable kept in
    /// memory, which a loop may carry.
    fn rewritten_slot(&self, f: &Function, addr: Var) -> bool {
        self.place_of(f, addr).is_some_and(|(slot, at)| {
            let stores = self.place_stores.get(&(slot, at)).copied().unwrap_or(0);
            stores + self.slot_copies.get(&slot).copied().unwrap_or(0) > 1
        })
    }

    /// The local slot `addr` points into and the offset, through copies and constant offsets.
    fn place_of(&self, f: &Function, mut addr: Var) -> Option<(Var, i64)> {
        let mut at = 0;
        for _ in 0..self.assignments.len() {
            match self.instruction(f, addr)? {
                Inst::Local { .. } => return Some((addr, at)),
                Inst::Copy { src, .. } => addr = *src,
                Inst::Binary {
                    op: BinOp::Add,
                    a,
                    b,
                    ..
                } => match self.instruction(f, *b) {
                    Some(Inst::IConst { value, .. }) => {
                        at += value;
                        addr = *a;
                    }
                    _ => return None,
                },
                _ => return None,
            }
        }
        None
    }

    fn assigned_once(&self, v: Var) -> bool {
        self.assignments[v.0 as usize] == 1
    }

    fn instruction<'f>(&self, f: &'f Function, v: Var) -> Option<&'f Inst> {
        let (b, i) = self.definition[v.0 as usize].filter(|_| self.assigned_once(v))?;
        Some(&f.blocks[b].insts[i])
    }

    /// A copy between registers assigned once: another name for the same value.
    fn is_alias(&self, inst: &Inst) -> bool {
        matches!(inst, Inst::Copy { dst, src } if self.assigned_once(*dst) && self.assigned_once(*src))
    }

    /// The register whose value `v` holds, through copies of registers assigned once.
    fn root(&self, f: &Function, mut v: Var) -> Var {
        // Bounded, should copies of registers assigned once ever form a cycle.
        for _ in 0..self.assignments.len() {
            match self.instruction(f, v) {
                Some(inst @ Inst::Copy { src, .. }) if self.is_alias(inst) => v = *src,
                _ => break,
            }
        }
        v
    }

    /// The operands of the floating-point multiply that assigns `v`, if one does.
    fn multiply(&self, f: &Function, v: Var) -> Option<(Var, Var)> {
        match self.instruction(f, v)? {
            Inst::Binary {
                op: BinOp::FMul,
                a,
                b,
                ..
            } => Some((*a, *b)),
            _ => None,
        }
    }

    /// The multiply's operands, as registers valid at `add`, if the multiply assigning `m`
    /// fuses into the addition at `add`.
    fn fusable(&self, f: &Function, m: Var, add: Site) -> Option<(Var, Var)> {
        let (x, y) = self.multiply(f, m)?;
        let uses = self.product_uses.get(&self.product(f, m)?)?;
        if uses.iter().any(|&(_, fusable)| !fusable) {
            return None;
        }
        let at = self.definition[m.0 as usize]?;
        let x = self.valid_at(f, self.root(f, x), at, add)?;
        let y = self.valid_at(f, self.root(f, y), at, add)?;
        Some((x, y))
    }

    /// `v`, read at `from`, if it holds the same value at `to`.
    fn valid_at(&self, f: &Function, v: Var, from: Site, to: Site) -> Option<Var> {
        if self.assigned_once(v) {
            return Some(v);
        }
        let same_block = from.0 == to.0 && from.1 < to.1;
        let untouched = || {
            f.blocks[from.0].insts[from.1 + 1..to.1]
                .iter()
                .all(|inst| inst.dst() != Some(v))
        };
        (same_block && untouched()).then_some(v)
    }
}
