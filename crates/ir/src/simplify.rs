//! Control-flow simplification for backends that compile whole kernels: small branches whose
//! arms only compute values become selects (if-conversion), straight-line chains of blocks
//! become one block, and blocks nothing reaches are dropped.
//!
//! Lowering makes a diamond of blocks for every `?:`, `&&` and `||` and every `if`, and
//! inlining multiplies them: a fully unrolled hash kernel has a hundred thousand blocks, most of
//! them a single copy into a register that the join block reads. A code generator that builds
//! SSA form keeps, for each register assigned in several blocks, a table as long as the
//! function has blocks, so such a kernel costs gigabytes to compile; with its arms turned into
//! selects and its blocks merged it has few of either. A GPU's compiler makes the same
//! predication (`selp`), so nothing a program can observe changes: only arms whose every
//! instruction may run when its branch is not taken (no memory access, call or barrier, and
//! no division but by a constant that cannot trap) are converted.
//!
//! Invariant kept: every register an arm assigns that another block reads gets, after the
//! conversion, the value the branch would have given it: the arm's instructions assign fresh
//! registers, and a select of the branch condition picks between an arm's last value and the
//! value from before the branch.

use crate::*;

/// The operations an arm may have to be converted, each of which runs in place of a jump
/// (copies and constants, which cost nothing once registers are allocated, not counted).
const MAX_ARM_OPERATIONS: usize = 8;
/// The registers a conversion may select between (those the arms assign and later blocks read).
const MAX_SELECTS: usize = 4;

/// Converts small pure branches to selects, merges each block into its only predecessor when
/// that predecessor jumps to nothing else, and renumbers the blocks without those the entry
/// cannot reach. The function computes what it computed before.
pub fn simplify_control_flow(f: &mut Function) {
    // Edges from blocks nothing reaches would keep their targets from merging.
    remove_unreachable_blocks(f);
    let mut cfg = Cfg::new(f);
    loop {
        let mut changed = false;
        for a in 0..f.blocks.len() {
            while cfg.if_convert(f, a) || cfg.merge_successor(f, a) {
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    remove_unreachable_blocks(f);
}

/// What the conversions need to know of the function beyond its blocks, kept up to date as they
/// change it.
struct Cfg {
    /// Edges into each block (the entry counts one more, for the call).
    preds: Vec<u32>,
    /// Registers assigned and read in one block only (see [`crate::liveness::block_local`]):
    /// an arm's such register needs no select. Moving a whole block into another keeps it so.
    local: Vec<bool>,
    /// The registers assigned once, by an integer constant, and its value: a division by one
    /// that is not zero (nor -1, for a signed one) cannot trap.
    constants: Vec<Option<i64>>,
}

impl Cfg {
    fn new(f: &Function) -> Self {
        let mut preds = vec![0; f.blocks.len()];
        preds[Function::ENTRY.0 as usize] += 1;
        for b in &f.blocks {
            for s in b.term.successors() {
                preds[s.0 as usize] += 1;
            }
        }
        let constants = f.constants_assigned_once(&f.assignment_counts());
        Cfg {
            preds,
            local: crate::liveness::block_local(f),
            constants,
        }
    }

    /// Appends to block `a` the block it jumps to, where `a` is that block's only predecessor.
    fn merge_successor(&mut self, f: &mut Function, a: usize) -> bool {
        let Terminator::Jump(next) = f.blocks[a].term else {
            return false;
        };
        let next = next.0 as usize;
        if next == a || self.preds[next] != 1 {
            return false;
        }
        let moved = std::mem::replace(&mut f.blocks[next], unreachable_block());
        self.preds[next] = 0;
        let block = &mut f.blocks[a];
        block.insts.extend(moved.insts);
        block.term = moved.term;
        true
    }

    /// Turns the branch ending block `a` into selects where its arms are small and pure and meet
    /// again at one block: a diamond (`a` → then, else → join) or a triangle (`a` → arm → join,
    /// `a` → join). Block `a` then jumps to the join.
    fn if_convert(&mut self, f: &mut Function, a: usize) -> bool {
        let Terminator::Branch {
            cond,
            then_block,
            else_block,
        } = f.blocks[a].term
        else {
            return false;
        };
        let (then_block, else_block) = (then_block.0 as usize, else_block.0 as usize);
        let arm_to = |b: usize| match f.blocks[b].term {
            Terminator::Jump(j) if b != a && self.preds[b] == 1 => Some(j.0 as usize),
            _ => None,
        };
        // The arms (`None`: that way goes straight to the join) and the join.
        let (then_arm, else_arm, join) = match (arm_to(then_block), arm_to(else_block)) {
            (Some(j), Some(k)) if j == k => (Some(then_block), Some(else_block), j),
            (Some(j), _) if j == else_block => (Some(then_block), None, j),
            (_, Some(k)) if k == then_block => (None, Some(else_block), k),
            _ => return false,
        };
        if join == a || then_block == else_block {
            return false;
        }
        let arms = [then_arm, else_arm];
        let pure_and_small = |b: &Option<usize>| {
            b.is_none_or(|b| {
                let insts = &f.blocks[b].insts;
                let operations = insts.iter().filter(|i| !is_move(i)).count();
                operations <= MAX_ARM_OPERATIONS
                    && insts.iter().all(|i| i.is_speculatable(&self.constants))
            })
        };
        if !arms.iter().all(pure_and_small) {
            return false;
        }
        // The registers later blocks may read, in order of their first assignment.
        let mut selected: Vec<Var> = Vec::new();
        for b in arms.iter().flatten() {
            for d in f.blocks[*b].insts.iter().filter_map(Inst::dst) {
                if !self.local[d.0 as usize] && !selected.contains(&d) {
                    selected.push(d);
                }
            }
        }
        if selected.len() > MAX_SELECTS {
            return false;
        }

        let mut moved = Vec::new();
        let cond = match selected.contains(&cond) {
            // An arm assigns the condition: the selects need its value from before.
            true => {
                let kept = self.fresh(f, cond);
                moved.push(Inst::Copy {
                    dst: kept,
                    src: cond,
                });
                kept
            }
            false => cond,
        };
        // Each arm's last value of each selected register (the register itself where the arm
        // leaves it alone).
        let mut finals = [selected.clone(), selected.clone()];
        for (arm, last) in arms.iter().zip(&mut finals) {
            let Some(b) = *arm else { continue };
            let insts = std::mem::take(&mut f.blocks[b].insts);
            f.blocks[b] = unreachable_block();
            self.preds[b] = 0;
            let mut renamed: Vec<(Var, Var)> = Vec::new();
            for inst in insts {
                let current = |v: Var| {
                    renamed
                        .iter()
                        .rev()
                        .find(|(old, _)| *old == v)
                        .map_or(v, |(_, new)| *new)
                };
                let old = inst
                    .dst()
                    .expect("speculatable instructions assign a register");
                let new = self.fresh(f, old);
                moved.push(renamed_speculatable(&inst, new, current));
                renamed.push((old, new));
                if let Some(i) = selected.iter().position(|s| *s == old) {
                    last[i] = new;
                }
            }
        }
        for (i, &dst) in selected.iter().enumerate() {
            moved.push(Inst::Select {
                dst,
                cond,
                a: finals[0][i],
                b: finals[1][i],
            });
        }
        let block = &mut f.blocks[a];
        block.insts.extend(moved);
        block.term = Terminator::Jump(BlockId(join as u32));
        // The join loses the arms' edges (or, for a triangle, the arm's and `a`'s second) and
        // gains `a`'s jump.
        self.preds[join] -= 1;
        true
    }

    /// A new register of `like`'s type, assigned and read in one block.
    fn fresh(&mut self, f: &mut Function, like: Var) -> Var {
        let v = Var(f.var_types.len() as u32);
        f.var_types.push(f.var_type(like));
        self.local.push(true);
        v
    }
}

fn unreachable_block() -> Block {
    Block {
        insts: Vec::new(),
        term: Terminator::Unreachable,
    }
}

/// Whether `inst` only puts a value in a register: a copy, a constant, an address.
fn is_move(inst: &Inst) -> bool {
    matches!(
        inst,
        Inst::Copy { .. }
            | Inst::IConst { .. }
            | Inst::FConst { .. }
            | Inst::Special { .. }
            | Inst::GlobalAddr { .. }
    )
}

/// A speculatable ([`Inst::is_speculatable`]) instruction assigning `dst` instead, reading `current(v)` for each `v`.
fn renamed_speculatable(inst: &Inst, dst: Var, current: impl Fn(Var) -> Var) -> Inst {
    match *inst {
        Inst::IConst { value, .. } => Inst::IConst { dst, value },
        Inst::FConst { value, .. } => Inst::FConst { dst, value },
        Inst::Copy { src, .. } => Inst::Copy {
            dst,
            src: current(src),
        },
        Inst::Unary { op, a, .. } => Inst::Unary {
            dst,
            op,
            a: current(a),
        },
        Inst::Binary { op, a, b, .. } => Inst::Binary {
            dst,
            op,
            a: current(a),
            b: current(b),
        },
        Inst::Cmp { op, a, b, .. } => Inst::Cmp {
            dst,
            op,
            a: current(a),
            b: current(b),
        },
        Inst::Cast { op, a, .. } => Inst::Cast {
            dst,
            op,
            a: current(a),
        },
        Inst::Select { cond, a, b, .. } => Inst::Select {
            dst,
            cond: current(cond),
            a: current(a),
            b: current(b),
        },
        Inst::Special { reg, .. } => Inst::Special { dst, reg },
        Inst::GlobalAddr { global, .. } => Inst::GlobalAddr { dst, global },
        _ => unreachable!("not speculatable: {inst:?}"),
    }
}

/// Drops the blocks the entry does not reach, renumbering the others in their order.
fn remove_unreachable_blocks(f: &mut Function) {
    let live = crate::opt::reachable_blocks(f);
    let mut number = vec![u32::MAX; f.blocks.len()];
    let mut next = 0;
    for (n, live) in number.iter_mut().zip(&live) {
        if *live {
            *n = next;
            next += 1;
        }
    }
    let blocks = std::mem::take(&mut f.blocks);
    for (mut block, live) in blocks.into_iter().zip(live) {
        if !live {
            continue;
        }
        let to = |b: BlockId| BlockId(number[b.0 as usize]);
        block.term = match block.term {
            Terminator::Jump(b) => Terminator::Jump(to(b)),
            Terminator::Branch {
                cond,
                then_block,
                else_block,
            } => Terminator::Branch {
                cond,
                then_block: to(then_block),
                else_block: to(else_block),
            },
            other => other,
        };
        f.blocks.push(block);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::FunctionBuilder;
    use crate::eval::{evaluate_object, Constants};

    /// A function of no parameters that computes `body(x)` for the constant `x`, stores the
    /// `I32` result in a local and returns its address (what [`evaluate_object`] runs).
    fn program(x: i64, body: &dyn Fn(&mut FunctionBuilder, Var) -> Var) -> Function {
        let mut b = FunctionBuilder::new("f", FunctionKind::Device, vec![], Some(Type::Ptr));
        let slot = b.local(4, 4);
        let x = b.iconst(Type::I32, x);
        let r = body(&mut b, x);
        b.store(slot, r);
        b.terminate(Terminator::Return(Some(slot)));
        b.finish()
    }

    fn result(f: &Function) -> Vec<u8> {
        let m = Module::default();
        let rules = Constants {
            readable: &|_| true,
            callable: &|_| true,
        };
        evaluate_object(&m, f, 4, &rules).unwrap().bytes
    }

    /// Simplifies `body`'s function for several inputs, checking that each computes what it
    /// did; returns the blocks and the instructions of the simplified function.
    fn simplified(body: &dyn Fn(&mut FunctionBuilder, Var) -> Var) -> Function {
        let mut last = None;
        for x in [-3, 0, 1, 2, 7] {
            let before = program(x, body);
            let mut after = before.clone();
            simplify_control_flow(&mut after);
            crate::verify::verify_function(&Module::default(), &after).unwrap();
            assert_eq!(
                result(&before),
                result(&after),
                "x = {x}:\n{before}\n{after}"
            );
            last = Some(after);
        }
        last.unwrap()
    }

    /// An arm of [`diamond`]: builds its value.
    type Arm<'a> = &'a dyn Fn(&mut FunctionBuilder) -> Var;

    /// `if (cond) r = then(); else r = otherwise();` in a block each, meeting in a third.
    fn diamond(b: &mut FunctionBuilder, cond: Var, r: Var, then: Arm, otherwise: Arm) {
        let (then_block, else_block, join) = (b.new_block(), b.new_block(), b.new_block());
        b.branch(cond, then_block, else_block);
        for (block, arm) in [(then_block, then), (else_block, otherwise)] {
            b.switch_to(block);
            let v = arm(b);
            b.copy(r, v);
            b.jump(join);
        }
        b.switch_to(join);
    }

    /// `r = x > 1 ? x * 3 : x - 1`, with `r` assigned in both arms.
    fn ternary(b: &mut FunctionBuilder, x: Var) -> Var {
        let one = b.iconst(Type::I32, 1);
        let cond = b.cmp(CmpOp::Sgt, x, one);
        let r = b.new_var(Type::I32);
        let times_three = |b: &mut FunctionBuilder| {
            let three = b.iconst(Type::I32, 3);
            b.binary(BinOp::Mul, x, three)
        };
        diamond(b, cond, r, &times_three, &|b| b.binary(BinOp::Sub, x, one));
        r
    }

    #[test]
    fn a_diamond_of_pure_arms_becomes_a_select() {
        let f = simplified(&ternary);
        assert_eq!(f.blocks.len(), 1, "{f}");
        assert!(f.to_string().contains("select"), "{f}");
    }

    #[test]
    fn a_triangle_keeps_the_value_from_before_the_branch() {
        // `r = x; if (x < 2) { r = r + 10; x = 0; } return r + x;`: the arm reads and assigns
        // registers the join reads, the condition's operand among them.
        let f = simplified(&|b, x| {
            let r = b.new_var(Type::I32);
            b.copy(r, x);
            let two = b.iconst(Type::I32, 2);
            let cond = b.cmp(CmpOp::Slt, x, two);
            let (arm, join) = (b.new_block(), b.new_block());
            b.branch(cond, arm, join);
            b.switch_to(arm);
            let ten = b.iconst(Type::I32, 10);
            let s = b.binary(BinOp::Add, r, ten);
            b.copy(r, s);
            let zero = b.iconst(Type::I32, 0);
            b.copy(x, zero);
            b.jump(join);
            b.switch_to(join);
            b.binary(BinOp::Add, r, x)
        });
        assert_eq!(f.blocks.len(), 1, "{f}");
    }

    #[test]
    fn an_arm_that_assigns_the_condition_selects_by_its_first_value() {
        // `c = x > 0; if (c) c = x > 5; else c = 1; return c ? 100 : 200;`
        let f = simplified(&|b, x| {
            let zero = b.iconst(Type::I32, 0);
            let c = b.cmp(CmpOp::Sgt, x, zero);
            diamond(
                b,
                c,
                c,
                &|b| {
                    let five = b.iconst(Type::I32, 5);
                    b.cmp(CmpOp::Sgt, x, five)
                },
                &|b| {
                    let one = b.iconst(Type::I32, 1);
                    b.cmp(CmpOp::Ne, one, zero)
                },
            );
            let (hundred, two_hundred) = (b.iconst(Type::I32, 100), b.iconst(Type::I32, 200));
            b.select(c, hundred, two_hundred)
        });
        assert_eq!(f.blocks.len(), 1, "{f}");
    }

    #[test]
    fn nested_branches_fold_from_the_inside() {
        // `x > 4 ? (x > 1 ? x * 3 : x - 1) : 5`
        let f = simplified(&|b, x| {
            let four = b.iconst(Type::I32, 4);
            let cond = b.cmp(CmpOp::Sgt, x, four);
            let r = b.new_var(Type::I32);
            diamond(b, cond, r, &|b| ternary(b, x), &|b| b.iconst(Type::I32, 5));
            r
        });
        assert_eq!(f.blocks.len(), 1, "{f}");
    }

    #[test]
    fn an_arm_that_may_trap_or_touch_memory_stays_a_branch() {
        for trapping in [true, false] {
            let f = simplified(&|b, x| {
                let one = b.iconst(Type::I32, 1);
                let cond = b.cmp(CmpOp::Sgt, x, one);
                let r = b.new_var(Type::I32);
                b.copy(r, one);
                let (arm, join) = (b.new_block(), b.new_block());
                b.branch(cond, arm, join);
                b.switch_to(arm);
                let v = match trapping {
                    // `100 / (x - 1)` divides by zero where the branch is not taken.
                    true => {
                        let hundred = b.iconst(Type::I32, 100);
                        let divisor = b.binary(BinOp::Sub, x, one);
                        b.binary(BinOp::SDiv, hundred, divisor)
                    }
                    false => {
                        let slot = b.local(4, 4);
                        b.store(slot, x);
                        b.load(Type::I32, slot)
                    }
                };
                b.copy(r, v);
                b.jump(join);
                b.switch_to(join);
                r
            });
            assert!(f.to_string().contains("branch"), "{f}");
        }
    }

    #[test]
    fn an_arm_dividing_by_a_constant_becomes_a_select() {
        // `x > 1 ? x / 2 : x % -3`
        let f = simplified(&|b, x| {
            let one = b.iconst(Type::I32, 1);
            let cond = b.cmp(CmpOp::Sgt, x, one);
            let r = b.new_var(Type::I32);
            let by = |op, d| {
                move |b: &mut FunctionBuilder| {
                    let d = b.iconst(Type::I32, d);
                    b.binary(op, x, d)
                }
            };
            diamond(b, cond, r, &by(BinOp::SDiv, 2), &by(BinOp::SRem, -3));
            r
        });
        assert_eq!(f.blocks.len(), 1, "{f}");
    }

    #[test]
    fn straight_line_blocks_merge_and_unreachable_ones_go() {
        let mut b = FunctionBuilder::new("f", FunctionKind::Device, vec![], None);
        let (next, orphan, last) = (b.new_block(), b.new_block(), b.new_block());
        b.jump(next);
        b.switch_to(orphan);
        b.jump(last);
        b.switch_to(next);
        b.jump(last);
        b.switch_to(last);
        b.terminate(Terminator::Return(None));
        let mut f = b.finish();
        simplify_control_flow(&mut f);
        assert_eq!(f.blocks.len(), 1, "{f}");
        assert_eq!(f.blocks[0].term, Terminator::Return(None));
    }

    #[test]
    fn a_loop_keeps_its_back_edge() {
        // `i = 0; do { i = i + 1; } while (i < x); return i;`
        let f = simplified(&|b, x| {
            let i = b.new_var(Type::I32);
            let zero = b.iconst(Type::I32, 0);
            b.copy(i, zero);
            let (body, exit) = (b.new_block(), b.new_block());
            b.jump(body);
            b.switch_to(body);
            let one = b.iconst(Type::I32, 1);
            let next = b.binary(BinOp::Add, i, one);
            b.copy(i, next);
            let again = b.cmp(CmpOp::Slt, i, x);
            b.branch(again, body, exit);
            b.switch_to(exit);
            i
        });
        assert_eq!(f.blocks.len(), 3, "{f}");
    }
}
