//! The engine under every stream: an in-order queue of work run by one worker thread.
//!
//! Each operation may depend on [`Marker`]s of other queues (the legacy default stream's implicit
//! synchronisation, `cudaStreamWaitEvent`); the worker waits for them before running it. A marker
//! always names work enqueued before the operation that waits on it, so waits cannot form a
//! cycle and the queues cannot deadlock.

use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// The most operations a queue holds before a thread that issues more waits for room, as a
/// GPU's launch queue is bounded (the launching thread blocks once about a thousand launches
/// are pending): a loop that launches faster than the device runs would otherwise queue
/// without end, and the first synchronization would wait for all of it.
const MAX_PENDING: u64 = 1024;

thread_local! {
    /// Whether this thread is a queue's worker, which must never wait for room: the work it
    /// would wait for may be its own.
    static IS_WORKER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A unit of device work. It runs on the queue's worker thread and must not panic (a panic is
/// caught and the work counted as done, so that waiters are never stranded).
pub type Work = Box<dyn FnOnce() + Send + 'static>;

/// A point in a queue's history: "the first `seq` operations of `queue` have finished".
#[derive(Clone)]
pub struct Marker {
    queue: Arc<Queue>,
    seq: u64,
}

impl Marker {
    pub fn is_reached(&self) -> bool {
        self.queue.lock().completed >= self.seq
    }

    /// Blocks until the queue has finished the operations this marker names.
    pub fn wait(&self) {
        let mut st = self.queue.lock();
        while st.completed < self.seq {
            st.progress_waiters += 1;
            st = self
                .queue
                .progress
                .wait(st)
                .unwrap_or_else(|e| e.into_inner());
            st.progress_waiters -= 1;
        }
    }
}

/// An in-order work queue with a lazily started worker thread.
///
/// The condition variables are signalled only while the state records a waiter on them: a
/// signal costs a system call even when nobody waits, and an operation issued inline (every
/// kernel launch on an idle GPU stream) would otherwise pay two.
pub struct Queue {
    state: Mutex<QueueState>,
    /// Signalled when work is pushed or the queue is closed.
    work_ready: Condvar,
    /// Signalled whenever `completed` grows.
    progress: Condvar,
}

#[derive(Default)]
struct QueueState {
    ops: VecDeque<Op>,
    /// Operations pushed so far; the sequence number of the newest is `enqueued`.
    enqueued: u64,
    /// Operations finished; operations finish in order, so these are exactly the first ones.
    completed: u64,
    worker_running: bool,
    closed: bool,
    /// An operation is running on the thread that issued it (see [`Queue::begin_inline`]);
    /// the worker waits until it is done.
    inline_running: bool,
    /// Threads blocked on `work_ready` (the worker, or a thread draining the queue itself).
    work_waiters: u32,
    /// Threads blocked on `progress`.
    progress_waiters: u32,
}

struct Op {
    deps: Vec<Marker>,
    work: Work,
}

impl Queue {
    pub fn new() -> Arc<Queue> {
        Arc::new(Queue {
            state: Mutex::new(QueueState::default()),
            work_ready: Condvar::new(),
            progress: Condvar::new(),
        })
    }

    // Poisoning cannot leave the state inconsistent (no update spans a panic point), so a
    // poisoned lock is used as is.
    fn lock(&self) -> MutexGuard<'_, QueueState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Blocks on `work_ready` until signalled, counted as a waiter meanwhile.
    fn wait_for_work<'a>(
        &'a self,
        mut st: MutexGuard<'a, QueueState>,
    ) -> MutexGuard<'a, QueueState> {
        st.work_waiters += 1;
        let mut st = self.work_ready.wait(st).unwrap_or_else(|e| e.into_inner());
        st.work_waiters -= 1;
        st
    }

    /// Appends `work`, to run after every operation already queued and after `deps`. Returns
    /// the marker of its completion.
    pub fn push(self: &Arc<Self>, deps: Vec<Marker>, work: Work) -> Marker {
        let mut st = self.lock();
        st.enqueued += 1;
        let seq = st.enqueued;
        st.ops.push_back(Op { deps, work });
        if !st.worker_running {
            let me = self.clone();
            let spawned = std::thread::Builder::new()
                .name("ferrocuda-stream".into())
                .spawn(move || me.run_worker());
            match spawned {
                Ok(_) => st.worker_running = true,
                Err(_) => {
                    // No thread to be had: run the queue on this thread instead, which keeps
                    // the order and only loses the asynchrony.
                    drop(st);
                    self.drain_inline();
                    return Marker {
                        queue: self.clone(),
                        seq,
                    };
                }
            }
        }
        let wake = st.work_waiters > 0;
        drop(st);
        if wake {
            self.work_ready.notify_one();
        }
        Marker {
            queue: self.clone(),
            seq,
        }
    }

    /// Blocks until the queue holds fewer than [`MAX_PENDING`] operations not yet finished
    /// (at once on a queue's worker thread).
    pub fn wait_for_room(&self) {
        if IS_WORKER.with(|w| w.get()) {
            return;
        }
        let mut st = self.lock();
        while st.enqueued - st.completed >= MAX_PENDING && !st.closed {
            st.progress_waiters += 1;
            st = self.progress.wait(st).unwrap_or_else(|e| e.into_inner());
            st.progress_waiters -= 1;
        }
    }

    /// The marker of everything queued so far.
    pub fn tail(self: &Arc<Self>) -> Marker {
        let seq = self.lock().enqueued;
        Marker {
            queue: self.clone(),
            seq,
        }
    }

    /// Whether every queued operation has finished.
    pub fn is_idle(&self) -> bool {
        let st = self.lock();
        st.completed == st.enqueued
    }

    /// Claims the next sequence number for an operation the caller runs itself, on its own
    /// thread, which is only allowed while the queue is idle: it then cannot overtake anything,
    /// and whatever is pushed meanwhile waits for it. Blocking calls use this to save two
    /// thread switches. `None` when the queue is busy; otherwise the caller must run the work
    /// and call [`Queue::finish_inline`].
    pub fn begin_inline(self: &Arc<Self>) -> Option<Marker> {
        let mut st = self.lock();
        if !st.ops.is_empty() || st.completed != st.enqueued || st.inline_running {
            return None;
        }
        st.enqueued += 1;
        st.inline_running = true;
        Some(Marker {
            queue: self.clone(),
            seq: st.enqueued,
        })
    }

    /// Completes the operation [`Queue::begin_inline`] claimed.
    pub fn finish_inline(&self) {
        let (progress, work) = {
            let mut st = self.lock();
            st.completed += 1;
            st.inline_running = false;
            (st.progress_waiters > 0, st.work_waiters > 0)
        };
        if progress {
            self.progress.notify_all();
        }
        if work {
            self.work_ready.notify_all();
        }
    }

    /// Lets the worker exit once the queue is empty. Work already queued still runs.
    pub fn close(&self) {
        let mut st = self.lock();
        st.closed = true;
        let wake = st.work_waiters > 0;
        drop(st);
        if wake {
            self.work_ready.notify_all();
        }
    }

    fn run_worker(self: Arc<Self>) {
        IS_WORKER.with(|w| w.set(true));
        loop {
            let mut st = self.lock();
            let op = loop {
                if !st.inline_running {
                    if let Some(op) = st.ops.pop_front() {
                        break op;
                    }
                }
                if st.closed && !st.inline_running {
                    st.worker_running = false;
                    return;
                }
                st = self.wait_for_work(st);
            };
            drop(st);
            self.execute(op);
        }
    }

    fn drain_inline(self: &Arc<Self>) {
        loop {
            let mut st = self.lock();
            while st.inline_running {
                st = self.wait_for_work(st);
            }
            let Some(op) = st.ops.pop_front() else {
                return;
            };
            drop(st);
            self.execute(op);
        }
    }

    fn execute(&self, op: Op) {
        for dep in &op.deps {
            dep.wait();
        }
        let _ = catch_unwind(AssertUnwindSafe(op.work));
        let mut st = self.lock();
        st.completed += 1;
        let wake = st.progress_waiters > 0;
        drop(st);
        if wake {
            self.progress.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::Duration;

    #[test]
    fn a_full_queue_makes_the_issuing_thread_wait() {
        let q = Queue::new();
        let gate = Arc::new((Mutex::new(false), Condvar::new()));
        let g = gate.clone();
        q.push(
            vec![],
            Box::new(move || {
                let mut open = g.0.lock().unwrap();
                while !*open {
                    open = g.1.wait(open).unwrap();
                }
            }),
        );
        let issued = Arc::new(AtomicU64::new(1));
        let (q2, n) = (q.clone(), issued.clone());
        let issuer = std::thread::spawn(move || {
            for _ in 0..2 * MAX_PENDING {
                q2.wait_for_room();
                q2.push(vec![], Box::new(|| {}));
                n.fetch_add(1, Ordering::SeqCst);
            }
        });
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(issued.load(Ordering::SeqCst), MAX_PENDING);
        *gate.0.lock().unwrap() = true;
        gate.1.notify_all();
        issuer.join().unwrap();
        q.tail().wait();
        assert_eq!(issued.load(Ordering::SeqCst), 2 * MAX_PENDING + 1);
    }

    #[test]
    fn runs_in_order_and_waits_for_dependencies() {
        let a = Queue::new();
        let b = Queue::new();
        let log = Arc::new(Mutex::new(Vec::new()));
        let l = log.clone();
        let slow = a.push(
            vec![],
            Box::new(move || {
                std::thread::sleep(Duration::from_millis(50));
                l.lock().unwrap().push("a1");
            }),
        );
        let l = log.clone();
        let done = b.push(vec![slow], Box::new(move || l.lock().unwrap().push("b1")));
        for i in 0..100u64 {
            let l = log.clone();
            a.push(
                vec![],
                Box::new(move || {
                    if i == 99 {
                        l.lock().unwrap().push("a100")
                    }
                }),
            );
        }
        done.wait();
        a.tail().wait();
        let log = log.lock().unwrap();
        assert_eq!(log[0], "a1");
        assert!(log.contains(&"b1") && log.contains(&"a100"));
        assert!(a.is_idle() && b.is_idle());
    }

    #[test]
    fn inline_work_runs_only_on_an_idle_queue_and_holds_back_the_worker() {
        let q = Queue::new();
        let log = Arc::new(Mutex::new(Vec::new()));
        let m = q.begin_inline().expect("idle");
        assert!(!m.is_reached());
        // Pushed while the inline operation runs: must wait for it.
        let l = log.clone();
        let later = q.push(vec![], Box::new(move || l.lock().unwrap().push(2)));
        assert!(q.begin_inline().is_none());
        std::thread::sleep(Duration::from_millis(30));
        log.lock().unwrap().push(1);
        q.finish_inline();
        later.wait();
        assert!(m.is_reached());
        assert_eq!(*log.lock().unwrap(), vec![1, 2]);
        q.close();
    }

    #[test]
    fn panicking_work_does_not_strand_waiters() {
        let q = Queue::new();
        let n = Arc::new(AtomicU64::new(0));
        q.push(vec![], Box::new(|| panic!("boom")));
        let m = n.clone();
        q.push(
            vec![],
            Box::new(move || {
                m.fetch_add(1, Ordering::SeqCst);
            }),
        )
        .wait();
        assert_eq!(n.load(Ordering::SeqCst), 1);
        q.close();
    }
}
