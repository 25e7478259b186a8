//! PTX's `mbarrier` objects (the asynchronous barriers of Ampere and Hopper) at run time on the
//! CPU backend. A barrier is a 64-bit word in shared memory whose layout is the backend's own
//! (a GPU's is opaque to programs too):
//!
//! | bits   | field                                                          |
//! |--------|----------------------------------------------------------------|
//! | 0..21  | arrivals still pending in the current phase                    |
//! | 21..42 | arrivals each phase expects                                     |
//! | 42..63 | transaction count: bytes announced and not yet arrived (signed) |
//! | 63     | the current phase's parity                                      |
//!
//! A phase completes when no arrival is pending and the transaction count is zero: the parity
//! flips and the pending count starts again from the expected count. The state an arrival
//! returns (`mbarrier.arrive`'s result) is the word as the arrival found it: its parity names
//! the phase arrived in, its low bits the arrivals pending before it (measured on an H200:
//! `pending_count` of the state of 3 arrivals at a barrier expecting 5 reads 5).
//!
//! A barrier lives in shared memory, which only the threads of one block (or of one cluster)
//! reach, and the backend runs those on one host thread: the updates need no atomics.

use crate::codegen::Gen;
use crate::intrinsics::Helper;
use cranelift_codegen::ir::{self as cl, types};

const FIELD_BITS: u32 = 21;
const FIELD_MASK: u64 = (1 << FIELD_BITS) - 1;
const PARITY_SHIFT: u32 = 63;

#[derive(Clone, Copy, Debug, PartialEq)]
struct Fields {
    pending: u64,
    expected: u64,
    transactions: i64,
    parity: u64,
}

impl Fields {
    fn of(word: u64) -> Fields {
        let tx = (word >> (2 * FIELD_BITS)) & FIELD_MASK;
        Fields {
            pending: word & FIELD_MASK,
            expected: (word >> FIELD_BITS) & FIELD_MASK,
            // Sign-extend the 21-bit transaction count.
            transactions: ((tx << 43) as i64) >> 43,
            parity: word >> PARITY_SHIFT,
        }
    }

    fn word(self) -> u64 {
        (self.pending & FIELD_MASK)
            | (self.expected & FIELD_MASK) << FIELD_BITS
            | (self.transactions as u64 & FIELD_MASK) << (2 * FIELD_BITS)
            | (self.parity & 1) << PARITY_SHIFT
    }
}

/// `mbarrier.init`: a first phase expecting `count` arrivals.
extern "C" fn fc_mbarrier_init(bar: *mut u64, count: u32) {
    let count = u64::from(count) & FIELD_MASK;
    let fields = Fields {
        pending: count,
        expected: count,
        transactions: 0,
        parity: 0,
    };
    // SAFETY: compiled code passes the address of the barrier's 8 bytes in shared memory.
    unsafe { bar.write_unaligned(fields.word()) }
}

/// Arrivals (`arrivals` of them, dropping `dropped` from every later phase's expected count)
/// and transactions announced (`transactions` > 0, `expect_tx`) or completed (< 0,
/// `complete_tx`, a bulk copy's bytes): the state the update found.
extern "C" fn fc_mbarrier_update(
    bar: *mut u64,
    arrivals: u32,
    transactions: i32,
    dropped: u32,
) -> u64 {
    // SAFETY: as in `fc_mbarrier_init`.
    let state = unsafe { bar.read_unaligned() };
    let mut f = Fields::of(state);
    f.transactions += i64::from(transactions);
    f.expected = f.expected.saturating_sub(u64::from(dropped));
    f.pending = f.pending.saturating_sub(u64::from(arrivals));
    if f.pending == 0 && f.transactions == 0 {
        f.parity ^= 1;
        f.pending = f.expected;
    }
    // SAFETY: as in `fc_mbarrier_init`.
    unsafe { bar.write_unaligned(f.word()) };
    state
}

/// Whether the phase of parity `parity` is over: the barrier has gone on to the next.
extern "C" fn fc_mbarrier_phase_done(bar: *const u64, parity: u32) -> u32 {
    // SAFETY: as in `fc_mbarrier_init`.
    let f = Fields::of(unsafe { bar.read_unaligned() });
    u32::from(f.parity != u64::from(parity & 1))
}

/// The arrivals pending when `state` was returned (`mbarrier.pending_count`).
pub(crate) const PENDING_MASK: i64 = FIELD_MASK as i64;
/// Where a state's parity is (`mbarrier.test_wait` of a state).
pub(crate) const STATE_PARITY_SHIFT: i64 = PARITY_SHIFT as i64;

/// The intrinsics the PTX translation calls for barriers: `__ferrocuda_mbarrier_init(bar,
/// count)`, `__ferrocuda_mbarrier_update(bar, arrivals, transactions, dropped)` and
/// `__ferrocuda_mbarrier_phase_done(bar, parity)`.
pub(crate) fn emit(g: &mut Gen, name: &str, args: &[cl::Value]) -> Option<Option<cl::Value>> {
    let helper = match name {
        "__ferrocuda_mbarrier_init" => "fc_mbarrier_init",
        "__ferrocuda_mbarrier_update" => "fc_mbarrier_update",
        "__ferrocuda_mbarrier_phase_done" => "fc_mbarrier_phase_done",
        _ => return None,
    };
    Some(g.helper(helper, args))
}

pub(crate) fn helpers(out: &mut Vec<Helper>) {
    out.push(Helper {
        symbol: "fc_mbarrier_init",
        params: &[types::I64, types::I32],
        ret: None,
        address: fc_mbarrier_init as *const () as usize,
    });
    out.push(Helper {
        symbol: "fc_mbarrier_update",
        params: &[types::I64, types::I32, types::I32, types::I32],
        ret: Some(types::I64),
        address: fc_mbarrier_update as *const () as usize,
    });
    out.push(Helper {
        symbol: "fc_mbarrier_phase_done",
        params: &[types::I64, types::I32],
        ret: Some(types::I32),
        address: fc_mbarrier_phase_done as *const () as usize,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phase_completes_with_its_arrivals_and_its_bytes() {
        let mut bar = 0u64;
        fc_mbarrier_init(&mut bar, 2);
        assert_eq!(fc_mbarrier_phase_done(&bar, 0), 0);
        // One arrival announcing 64 bytes, then the other: the bytes are still to come.
        let state = fc_mbarrier_update(&mut bar, 1, 64, 0);
        assert_eq!((state & PENDING_MASK as u64, state >> 63), (2, 0));
        fc_mbarrier_update(&mut bar, 1, 0, 0);
        assert_eq!(fc_mbarrier_phase_done(&bar, 0), 0);
        fc_mbarrier_update(&mut bar, 0, -64, 0);
        assert_eq!(fc_mbarrier_phase_done(&bar, 0), 1);
        assert_eq!(fc_mbarrier_phase_done(&bar, 1), 0);
        // The next phase expects two arrivals again.
        assert_eq!(Fields::of(bar).pending, 2);
    }

    #[test]
    fn bytes_may_arrive_before_they_are_announced() {
        let mut bar = 0u64;
        fc_mbarrier_init(&mut bar, 1);
        fc_mbarrier_update(&mut bar, 0, -128, 0);
        assert_eq!(Fields::of(bar).transactions, -128);
        fc_mbarrier_update(&mut bar, 1, 128, 0);
        assert_eq!(fc_mbarrier_phase_done(&bar, 0), 1);
    }

    #[test]
    fn a_dropped_arrival_leaves_later_phases_one_fewer() {
        let mut bar = 0u64;
        fc_mbarrier_init(&mut bar, 3);
        fc_mbarrier_update(&mut bar, 1, 0, 1);
        fc_mbarrier_update(&mut bar, 2, 0, 0);
        assert_eq!(Fields::of(bar).pending, 2);
        assert_eq!(Fields::of(bar).parity, 1);
    }
}
