//! Rematerialization across synchronisation points.
//!
//! A backend that runs a block's threads one after another up to each barrier keeps the
//! registers live across it in memory, per thread: a store when the thread stops, a load when
//! it resumes. Many of those registers hold values every resume could compute again from what
//! does not change while the kernel runs: its parameters, `threadIdx`/`blockIdx` and the
//! launch's dimensions, constants and addresses of globals (a row index `blockIdx.y * 16 +
//! threadIdx.y`, a copy of a pointer parameter, the address of a shared array). This pass
//! computes such registers again right after each synchronisation point where they are live,
//! so that they are no longer live across it.
//!
//! A register is *recomputable* when exactly one instruction assigns it, that instruction reads
//! no memory and cannot trap, and each register it reads is recomputable or a parameter the
//! function never assigns. Its value is then one function of values that are the same at every
//! point of a thread's run, so computing it again anywhere gives what the one assignment gave.
//! A copy after a point that the assignment does not dominate computes a value the program
//! never read there (it would have read an unassigned register), and computing it cannot fault.

use crate::{Function, Inst, Var};
use std::collections::HashSet;

/// At most this many instructions are repeated to recompute one register (its operands'
/// instructions included): beyond it, the store and the load are cheaper.
const MAX_RECOMPUTED: usize = 12;

/// Recomputes recomputable registers (see the module's comment) after each synchronisation
/// point they are live across.
pub fn rematerialize_across_syncs(f: &mut Function) {
    let live = crate::liveness::live_after_syncs(f);
    if live.is_empty() {
        return;
    }
    let recipes = Recipes::new(f);
    let mut points: Vec<(&(usize, usize), &Vec<Var>)> = live.iter().collect();
    // Later points of a block first, so that inserting keeps the earlier ones' indices.
    points.sort_by(|a, b| b.0.cmp(a.0));
    for (&(bi, ii), vars) in points {
        let mut done = HashSet::new();
        let mut insts = Vec::new();
        for v in vars {
            if recipes.cost[v.0 as usize].is_some() {
                recipes.emit(*v, &mut done, &mut insts);
            }
        }
        let block = &mut f.blocks[bi];
        block.insts.splice(ii + 1..ii + 1, insts);
    }
}

/// Which registers are recomputable, and how.
struct Recipes {
    /// By register: the one instruction assigning it.
    def: Vec<Option<Inst>>,
    /// By register: the instructions recomputing it takes, where it is recomputable.
    cost: Vec<Option<usize>>,
}

impl Recipes {
    fn new(f: &Function) -> Recipes {
        let n = f.var_types.len();
        let assigned = f.assignment_counts();
        let constants = f.constants_assigned_once(&assigned);
        let mut def: Vec<Option<Inst>> = vec![None; n];
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            if let Some(d) = i.dst() {
                if assigned[d.0 as usize] == 1 && i.is_speculatable(&constants) {
                    def[d.0 as usize] = Some(i.clone());
                }
            }
        }
        let mut recipes = Recipes {
            def,
            cost: vec![None; n],
        };
        let mut state = vec![Visit::New; n];
        for v in 0..n {
            recipes.measure(f, Var(v as u32), &assigned, &mut state);
        }
        recipes
    }

    /// Finds whether `v` is recomputable and at what cost, its operands first. Registers on a
    /// cycle (a register that is its own operand, which only an unreachable block can write)
    /// are not recomputable.
    fn measure(&mut self, f: &Function, v: Var, assigned: &[u32], state: &mut [Visit]) {
        let vi = v.0 as usize;
        if state[vi] != Visit::New {
            return;
        }
        state[vi] = Visit::Open;
        let Some(inst) = self.def[vi].clone() else {
            state[vi] = Visit::Done;
            return;
        };
        let mut total = 1usize;
        let mut ok = true;
        inst.for_each_use(|u| {
            let ui = u.0 as usize;
            if ui < f.params.len() && assigned[ui] == 0 {
                return;
            }
            self.measure(f, u, assigned, state);
            match (state[ui], self.cost[ui]) {
                (Visit::Done, Some(c)) => total += c,
                _ => ok = false,
            }
        });
        if ok && total <= MAX_RECOMPUTED {
            self.cost[vi] = Some(total);
        }
        state[vi] = Visit::Done;
    }

    /// Appends to `out` the instructions recomputing `v`, its operands' first; registers in
    /// `done` are recomputed already.
    fn emit(&self, v: Var, done: &mut HashSet<Var>, out: &mut Vec<Inst>) {
        if !done.insert(v) {
            return;
        }
        let Some(inst) = &self.def[v.0 as usize] else {
            return;
        };
        inst.for_each_use(|u| {
            if self.cost[u.0 as usize].is_some() {
                self.emit(u, done, out);
            }
        });
        out.push(inst.clone());
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Visit {
    New,
    Open,
    Done,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::FunctionBuilder;
    use crate::{BinOp, CastOp, FunctionKind, ParamKind, Special, SyncOp, Terminator, Type};

    fn barrier(b: &mut FunctionBuilder) {
        b.push(Inst::Sync {
            dst: None,
            op: SyncOp::Barrier,
            args: vec![],
        });
    }

    /// The registers live across the function's one barrier after the pass, but parameters
    /// the function never assigns (which every resume point has), sorted.
    fn kept_across_barrier(f: &mut Function) -> Vec<Var> {
        rematerialize_across_syncs(f);
        crate::verify::verify_function(&crate::Module::default(), f).unwrap();
        let live = crate::liveness::live_after_syncs(f);
        assert_eq!(live.len(), 1, "{f}");
        let assigned = f.assignment_counts();
        let mut kept: Vec<Var> = live.into_values().next().unwrap();
        kept.retain(|v| v.0 as usize >= f.params.len() || assigned[v.0 as usize] > 0);
        kept.sort();
        kept
    }

    #[test]
    fn indices_and_parameter_copies_are_recomputed_after_a_barrier() {
        // `p[blockIdx.y * 16 + threadIdx.y]` with `p` copied, read after a barrier.
        let mut b = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::Ptr)],
            None,
        );
        let p = b.new_var(Type::Ptr);
        b.copy(p, b.param(0));
        let by = b.new_var(Type::I32);
        b.push(Inst::Special {
            dst: by,
            reg: Special::BlockIdx(1),
        });
        let ty = b.new_var(Type::I32);
        b.push(Inst::Special {
            dst: ty,
            reg: Special::ThreadIdx(1),
        });
        let sixteen = b.iconst(Type::I32, 16);
        let row = b.binary(BinOp::Mul, by, sixteen);
        let row = b.binary(BinOp::Add, row, ty);
        let wide = b.cast(CastOp::ZExt, row, Type::I64);
        barrier(&mut b);
        let addr = b.binary(BinOp::Add, p, wide);
        let x = b.load(Type::I32, addr);
        b.store(addr, x);
        b.terminate(Terminator::Return(None));
        let mut f = b.finish();
        assert_eq!(kept_across_barrier(&mut f), Vec::<Var>::new(), "{f}");
    }

    #[test]
    fn loaded_values_loop_variables_and_divisions_stay_live() {
        let mut b = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::Ptr), ParamKind::Scalar(Type::I32)],
            None,
        );
        let loaded = b.load(Type::I32, b.param(0));
        // Divided by a parameter: may trap where the original division did not run.
        let quotient = b.binary(BinOp::SDiv, loaded, b.param(1));
        let by_param = b.binary(BinOp::UDiv, b.param(1), b.param(1));
        // Divided by a constant other than 0 and -1: recomputed.
        let four = b.iconst(Type::I32, 4);
        let quarter = b.binary(BinOp::SDiv, b.param(1), four);
        // Assigned twice: holds what the path taken gave it.
        let counter = b.new_var(Type::I32);
        b.copy(counter, four);
        let one = b.iconst(Type::I32, 1);
        let next = b.binary(BinOp::Add, counter, one);
        b.copy(counter, next);
        barrier(&mut b);
        for v in [loaded, quotient, by_param, quarter, counter] {
            b.store(b.param(0), v);
        }
        b.terminate(Terminator::Return(None));
        let mut f = b.finish();
        let mut want = vec![loaded, quotient, by_param, counter];
        want.sort();
        assert_eq!(kept_across_barrier(&mut f), want, "{f}");
    }

    #[test]
    fn a_parameter_the_function_assigns_is_not_a_source() {
        let mut b = FunctionBuilder::new(
            "k",
            FunctionKind::Kernel,
            vec![ParamKind::Scalar(Type::I32)],
            None,
        );
        let n = b.param(0);
        let doubled = b.binary(BinOp::Add, n, n);
        let one = b.iconst(Type::I32, 1);
        let bumped = b.binary(BinOp::Add, n, one);
        b.copy(n, bumped);
        // A local slot's address is the thread's own, but each `local` makes a new slot.
        let out = b.local(4, 4);
        barrier(&mut b);
        let sum = b.binary(BinOp::Add, doubled, n);
        b.store(out, sum);
        b.terminate(Terminator::Return(None));
        let mut f = b.finish();
        assert_eq!(kept_across_barrier(&mut f), vec![n, doubled, out], "{f}");
    }
}
