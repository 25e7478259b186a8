//! Error state: per-thread last errors and the context's sticky fault.
//!
//! CUDA has two kinds of error state. Every failing runtime call stores its error as the calling
//! thread's *last error*, which `cudaGetLastError` returns and clears and `cudaPeekAtLastError`
//! only returns. A kernel fault is different: it corrupts the context, so from the moment the
//! program learns of it every call returns it, and nothing clears it until `cudaDeviceReset`.
//!
//! A fault happens on a stream's worker thread at an arbitrary time; CUDA reports it at the next
//! call that synchronises with the device. [`FaultState`] keeps it *pending* until such a call
//! *observes* it, so that a call made right after an asynchronous launch reports what it would
//! on a GPU (success) however fast the faulting kernel ran here.

use crate::abi::CudaError;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// The result of a runtime operation.
pub type CudaResult<T> = Result<T, CudaError>;

#[derive(Default)]
pub(crate) struct FaultState {
    state: Mutex<Faults>,
    /// Whether `state` holds any fault: every call and launch asks, and almost always the
    /// answer is no, which this gives without taking the lock.
    any: AtomicBool,
}

#[derive(Default)]
struct Faults {
    /// The first fault of a kernel, not yet reported to the program.
    pending: Option<CudaError>,
    /// A fault the program has seen: every later call returns it.
    sticky: Option<CudaError>,
}

impl FaultState {
    fn lock(&self) -> std::sync::MutexGuard<'_, Faults> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records a kernel fault; the first one wins, as later work never runs on a GPU either.
    /// Returns whether this was the first.
    pub fn raise(&self, e: CudaError) -> bool {
        let mut f = self.lock();
        let first = f.pending.is_none() && f.sticky.is_none();
        if first {
            f.pending = Some(e);
            self.any.store(true, Ordering::Release);
        }
        first
    }

    /// Whether device work should stop: a fault has happened, reported or not.
    pub fn has_fault(&self) -> bool {
        if !self.any.load(Ordering::Acquire) {
            return false;
        }
        let f = self.lock();
        f.pending.is_some() || f.sticky.is_some()
    }

    /// The fault that has happened, reported or not.
    pub fn current(&self) -> Option<CudaError> {
        let f = self.lock();
        f.sticky.or(f.pending)
    }

    /// The error every call returns from now on, if the program has seen a fault.
    pub fn sticky(&self) -> Option<CudaError> {
        if !self.any.load(Ordering::Acquire) {
            return None;
        }
        self.lock().sticky
    }

    /// Called by operations that synchronise with the device: makes a pending fault sticky and
    /// returns the sticky error, if any.
    pub fn observe(&self) -> CudaResult<()> {
        let mut f = self.lock();
        if let Some(e) = f.pending.take() {
            f.sticky = Some(e);
        }
        match f.sticky {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Forgets every fault (`cudaDeviceReset` destroys the context they belonged to).
    pub fn clear(&self) {
        let mut f = self.lock();
        *f = Faults::default();
        self.any.store(false, Ordering::Release);
    }
}
