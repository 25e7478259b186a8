//! Asynchronous barriers (`mbarrier`) and the bulk copies that complete their transactions
//! (`cp.async.bulk`), as calls of the backend's barrier (`crate::mbarrier` defines the barrier
//! word). A copy is made when it is issued, so its bytes have arrived by the next instruction;
//! a thread whose wait finds its phase not over lets the other threads of its block run once
//! before it answers, so that a loop of waits lets them arrive.

use super::{Expander, Operand};
use crate::mbarrier::{PENDING_MASK, STATE_PARITY_SHIFT};
use ferrocuda_ir::{BinOp, CastOp, CmpOp, Inst, SyncOp, Type, Var};

impl Expander<'_, '_> {
    /// `mbarrier.*`: `init`, `inval`, `arrive` and `arrive_drop` (with `.expect_tx` or a
    /// count), `expect_tx`, `complete_tx`, `test_wait` and `try_wait` (of a state or, with
    /// `.parity`, a phase's parity) and `pending_count`.
    pub(super) fn async_barrier(
        &mut self,
        opcode: &str,
        parts: &[&str],
        operands: &[Operand],
    ) -> Result<(), String> {
        let has = |m: &str| parts[1..].contains(&m);
        let takes = |range: std::ops::RangeInclusive<usize>| match range.contains(&operands.len()) {
            true => Ok(()),
            false if range.start() == range.end() => {
                Err(format!("'{opcode}' takes {} operands", range.start()))
            }
            false => Err(format!(
                "'{opcode}' takes {} or {} operands",
                range.start(),
                range.end()
            )),
        };
        match parts.get(1).copied().unwrap_or("") {
            "init" => {
                takes(2..=2)?;
                let bar = self.address(&operands[0], parts)?;
                let count = self.read(&operands[1], Type::I32, false)?;
                self.flow.out.push(Inst::Intrinsic {
                    dst: None,
                    name: "__ferrocuda_mbarrier_init".into(),
                    args: vec![bar, count],
                });
            }
            "inval" => {
                takes(1..=1)?;
                let bar = self.address(&operands[0], parts)?;
                let zero = self.iconst(Type::I64, 0);
                self.store(bar, zero, false);
            }
            op @ ("arrive" | "arrive_drop") => {
                takes(2..=3)?;
                let bar = self.address(&operands[1], parts)?;
                let (one, none) = (self.iconst(Type::I32, 1), self.iconst(Type::I32, 0));
                let given = match operands.get(2) {
                    Some(n) => Some(self.read(n, Type::I32, false)?),
                    None => None,
                };
                let (arrivals, transactions) = match (given, has("expect_tx")) {
                    (Some(bytes), true) => (one, bytes),
                    (Some(count), false) => (count, none),
                    (None, _) => (one, none),
                };
                let dropped = match op {
                    "arrive_drop" => arrivals,
                    _ => none,
                };
                let state = self.barrier_update(bar, arrivals, transactions, dropped);
                // `_` is the sink of an arrival whose state nobody reads.
                if operands[0] != Operand::Name("_".into()) {
                    self.write(&operands[0], state)?;
                }
            }
            op @ ("expect_tx" | "complete_tx") => {
                takes(2..=2)?;
                let bar = self.address(&operands[0], parts)?;
                let mut bytes = self.read(&operands[1], Type::I32, false)?;
                if op == "complete_tx" {
                    bytes = self.unary(ferrocuda_ir::UnOp::Neg, bytes);
                }
                let none = self.iconst(Type::I32, 0);
                self.barrier_update(bar, none, bytes, none);
            }
            op @ ("test_wait" | "try_wait") => {
                takes(if op == "try_wait" { 3..=4 } else { 3..=3 })?;
                let bar = self.address(&operands[1], parts)?;
                let parity = match has("parity") {
                    true => {
                        let p = self.read(&operands[2], Type::I32, false)?;
                        let one = self.iconst(Type::I32, 1);
                        self.binary(BinOp::And, p, one)
                    }
                    false => {
                        let state = self.read(&operands[2], Type::I64, false)?;
                        let shift = self.iconst(Type::I64, STATE_PARITY_SHIFT);
                        let p = self.binary(BinOp::LShr, state, shift);
                        self.cast(CastOp::Trunc, p, Type::I32)
                    }
                };
                let done = self.phase_done_after_a_yield(bar, parity)?;
                self.write(&operands[0], done)?;
            }
            "pending_count" => {
                takes(2..=2)?;
                let state = self.read(&operands[1], Type::I64, false)?;
                let mask = self.iconst(Type::I64, PENDING_MASK);
                let pending = self.binary(BinOp::And, state, mask);
                self.write(&operands[0], pending)?;
            }
            _ => return Err(format!("'{opcode}' is not supported by the CPU backend")),
        }
        Ok(())
    }

    /// `cp.async.bulk` from global or shared memory to shared memory, completing `size` bytes
    /// of the barrier operand's transactions, or from shared to global memory (a bulk group,
    /// whose commits and waits have nothing left to wait for); `cp.async.mbarrier.arrive`
    /// (Ampere's arrival once a thread's copies are done: `.noinc` arrives, else the count it
    /// adds first cancels it). Prefetches do nothing.
    pub(super) fn bulk_copy(
        &mut self,
        opcode: &str,
        parts: &[&str],
        operands: &[Operand],
    ) -> Result<(), String> {
        let has = |m: &str| parts[1..].contains(&m);
        if has("mbarrier") && has("arrive") {
            if operands.len() != 1 {
                return Err(format!("'{opcode}' takes 1 operand"));
            }
            if has("noinc") {
                let bar = self.address(&operands[0], parts)?;
                let (one, none) = (self.iconst(Type::I32, 1), self.iconst(Type::I32, 0));
                self.barrier_update(bar, one, none, none);
            }
            return Ok(());
        }
        if has("prefetch") || has("commit_group") || has("wait_group") {
            return Ok(());
        }
        if has("multicast::cluster") || has("im2col") {
            return Err(format!(
                "'{opcode}' is not supported by the CPU backend (no multicast or im2col copies)"
            ));
        }
        if has("tensor") {
            return self.tensor_copy(opcode, parts, operands);
        }
        let (Some(dst_space), Some(src_space)) = (parts.get(3), parts.get(4)) else {
            return Err(format!("'{opcode}' names no state spaces"));
        };
        let completes = parts.iter().any(|m| m.starts_with("mbarrier::complete_tx"));
        if operands.len() < 3 + usize::from(completes) {
            return Err(format!(
                "'{opcode}' takes [dst], [src], size{}",
                if completes { ", [mbar]" } else { "" }
            ));
        }
        let dst = self.address(&operands[0], &[dst_space])?;
        let src = self.address(&operands[1], &[src_space])?;
        let size = self.read(&operands[2], Type::I32, false)?;
        let bytes = self.cast(CastOp::ZExt, size, Type::I64);
        self.intrinsic("memcpy", vec![dst, src, bytes], Type::Ptr);
        if completes {
            let bar = self.address(&operands[3], &[dst_space])?;
            let none = self.iconst(Type::I32, 0);
            let arrived = self.unary(ferrocuda_ir::UnOp::Neg, size);
            self.barrier_update(bar, none, arrived, none);
        }
        Ok(())
    }

    /// `cp.async.bulk.tensor.Nd`: a box of a tensor map's tensor to shared memory (`[dst],
    /// [map, {c0, ...}], [mbar]`, completing the box's bytes at the barrier) or from it
    /// (`[map, {c0, ...}], [src]`). A map the backend did not encode traps.
    fn tensor_copy(
        &mut self,
        opcode: &str,
        parts: &[&str],
        operands: &[Operand],
    ) -> Result<(), String> {
        let store = parts.get(5) == Some(&"global");
        let completes = parts.iter().any(|m| m.starts_with("mbarrier::complete_tx"));
        let (tensor, shared) = match store {
            true => (operands.first(), operands.get(1)),
            false => (operands.get(1), operands.first()),
        };
        let (Some(Operand::Address(tensor, 0)), Some(shared)) = (tensor, shared) else {
            return Err(format!(
                "'{opcode}' takes a shared address and [map, {{coordinates}}]"
            ));
        };
        let Operand::Name(tensor) = tensor.as_ref() else {
            return Err(format!("'{opcode}' takes [map, {{coordinates}}]"));
        };
        let [map, Operand::Vector(coords)] = &super::split_operands(tensor)
            .iter()
            .map(|o| super::parse_operand(o))
            .collect::<Result<Vec<_>, _>>()?[..]
        else {
            return Err(format!("'{opcode}' takes [map, {{coordinates}}]"));
        };
        let rank = parts
            .iter()
            .find_map(|m| m.strip_suffix('d').and_then(|n| n.parse::<usize>().ok()))
            .filter(|n| (1..=crate::tensor_map::MAX_RANK).contains(n))
            .ok_or_else(|| format!("'{opcode}' names no dimensions (1d to 5d)"))?;
        if coords.len() != rank {
            return Err(format!("'{opcode}' takes {rank} coordinates"));
        }
        let map = self.read(map, Type::I64, false)?;
        let space = if store { parts[6] } else { parts[5] };
        let shared = self.address(shared, &[space])?;
        let window = self.intrinsic("__cvta_generic_to_shared(ptr)", vec![shared], Type::I64);
        let direction = self.iconst(Type::I32, i64::from(store));
        let mut args = vec![map, shared, window, direction];
        for d in 0..crate::tensor_map::MAX_RANK {
            args.push(match coords.get(d) {
                Some(c) => self.read(c, Type::I32, true)?,
                None => self.iconst(Type::I32, 0),
            });
        }
        let bytes = self.intrinsic("__ferrocuda_tensor_copy", args, Type::I64);
        let zero = self.iconst(Type::I64, 0);
        let no_map = self.cmp(CmpOp::Slt, bytes, zero);
        self.only_where(no_map, true, |x| {
            x.flow.out.push(Inst::Intrinsic {
                dst: None,
                name: "__trap".into(),
                args: vec![],
            });
            Ok(())
        })?;
        if completes && !store {
            let bar = operands
                .get(2)
                .ok_or_else(|| format!("'{opcode}' needs a barrier"))?;
            let bar = self.address(bar, &[space])?;
            let bytes = self.cast(CastOp::Trunc, bytes, Type::I32);
            let arrived = self.unary(ferrocuda_ir::UnOp::Neg, bytes);
            let none = self.iconst(Type::I32, 0);
            self.barrier_update(bar, none, arrived, none);
        }
        Ok(())
    }

    fn barrier_update(&mut self, bar: Var, arrivals: Var, transactions: Var, dropped: Var) -> Var {
        self.intrinsic(
            "__ferrocuda_mbarrier_update",
            vec![bar, arrivals, transactions, dropped],
            Type::I64,
        )
    }

    /// Whether the phase of `parity` is over, asked again after the block's other threads ran
    /// where it was not: a `bool`.
    fn phase_done_after_a_yield(&mut self, bar: Var, parity: Var) -> Result<Var, String> {
        const PHASE_DONE: &str = "__ferrocuda_mbarrier_phase_done";
        let done = self.new_var(Type::I32);
        let first = self.intrinsic(PHASE_DONE, vec![bar, parity], Type::I32);
        self.flow.out.push(Inst::Copy {
            dst: done,
            src: first,
        });
        let zero = self.iconst(Type::I32, 0);
        let over = self.cmp(CmpOp::Ne, first, zero);
        self.only_where(over, false, |x| {
            x.flow.out.push(Inst::Sync {
                dst: None,
                op: SyncOp::Yield,
                args: vec![],
            });
            let again = x.intrinsic(PHASE_DONE, vec![bar, parity], Type::I32);
            x.flow.out.push(Inst::Copy {
                dst: done,
                src: again,
            });
            Ok(())
        })?;
        Ok(self.cmp(CmpOp::Ne, done, zero))
    }
}
