//! Streams with CUDA's ordering rules, on top of [`crate::queue`].
//!
//! - Work in one stream runs in issue order.
//! - The legacy default stream (handle 0 or `cudaStreamLegacy`) is a barrier for *blocking*
//!   streams: work issued to it waits for all work issued before it to blocking streams, and
//!   work issued to a blocking stream waits for all work issued before it to the legacy stream.
//!   Streams created with `cudaStreamNonBlocking` take no part in this.
//! - `cudaStreamPerThread` is a blocking stream private to the calling host thread.
//!
//! Both rules are implemented as dependencies captured when the work is issued, under one lock,
//! so two threads issuing at once still see a single issue order.

use crate::abi::CudaError;
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::graph::{Graph, NodeKind};
use crate::queue::{Marker, Queue};
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, Weak};

pub use crate::abi::flags::{STREAM_LEGACY, STREAM_NON_BLOCKING, STREAM_PER_THREAD};
/// Stream priorities: numerically lower is higher priority, as on current GPUs.
pub const LEAST_PRIORITY: i32 = 0;
pub const GREATEST_PRIORITY: i32 = -5;

/// One stream. Dropping the last reference lets its worker thread finish the queued work and
/// exit.
pub struct StreamObj {
    pub queue: Arc<Queue>,
    pub flags: u32,
    pub priority: i32,
    pub id: u64,
    /// The graph the stream's work goes to instead of its queue, between
    /// `cudaStreamBeginCapture` and `cudaStreamEndCapture` (or from a `cudaStreamWaitEvent` on
    /// an event recorded in a capture, which joins the stream to it).
    capture: Mutex<Option<Arc<Graph>>>,
    /// While it captures, the nodes its next captured work depends on: the node it captured
    /// last, or those it took over from an event it waited for (see [`crate::graph`]).
    pub(crate) frontier: Mutex<Vec<usize>>,
    /// Its capture began here (`cudaStreamBeginCapture`), rather than joined it: only here
    /// may it end.
    began_capture: std::sync::atomic::AtomicBool,
}

impl StreamObj {
    fn new(flags: u32, priority: i32, id: u64) -> StreamObj {
        StreamObj {
            queue: Queue::new(),
            flags,
            priority,
            id,
            capture: Mutex::new(None),
            frontier: Mutex::new(Vec::new()),
            began_capture: Default::default(),
        }
    }

    /// The graph this stream is capturing into, if any.
    pub fn capturing(&self) -> Option<Arc<Graph>> {
        self.capture
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Says what the work just issued does, when it became a node of a graph being captured.
    pub fn mark_captured(&self, kind: NodeKind) {
        if let Some(graph) = self.capturing() {
            graph.mark_last(kind);
        }
    }

    /// Captures into `graph` after the nodes `frontier`, or (`None`) stops capturing. A
    /// capture so joined did not begin here (see [`StreamObj::begin_capture`]).
    pub fn set_capture(&self, graph: Option<Arc<Graph>>, frontier: Vec<usize>) {
        let mut capture = self.capture.lock().unwrap_or_else(|e| e.into_inner());
        let same = matches!((&*capture, &graph), (Some(a), Some(b)) if Arc::ptr_eq(a, b));
        if !same {
            self.began_capture.store(false, Ordering::Relaxed);
        }
        *capture = graph;
        *self.frontier.lock().unwrap_or_else(|e| e.into_inner()) = frontier;
    }

    /// Begins capturing into `graph` after the nodes `frontier`.
    pub fn begin_capture(&self, graph: Arc<Graph>, frontier: Vec<usize>) {
        self.set_capture(Some(graph), frontier);
        self.began_capture.store(true, Ordering::Relaxed);
    }

    /// Whether its capture began here.
    pub fn began_capture(&self) -> bool {
        self.began_capture.load(Ordering::Relaxed)
    }

    /// The nodes the stream's next captured work depends on.
    pub fn capture_frontier(&self) -> Vec<usize> {
        self.frontier
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    pub fn set_capture_frontier(&self, frontier: Vec<usize>) {
        *self.frontier.lock().unwrap_or_else(|e| e.into_inner()) = frontier;
    }

    /// Whether the legacy default stream synchronises with this stream.
    pub fn is_blocking(&self) -> bool {
        self.flags & STREAM_NON_BLOCKING == 0
    }
}

impl Drop for StreamObj {
    fn drop(&mut self) {
        self.queue.close();
    }
}

pub(crate) struct Streams {
    legacy: Arc<StreamObj>,
    table: Mutex<StreamTable>,
}

#[derive(Default)]
struct StreamTable {
    created: HashMap<usize, Arc<StreamObj>>,
    per_thread: Vec<Weak<StreamObj>>,
    /// Destroyed streams whose work has not finished: the device still waits for them.
    draining: Vec<Arc<StreamObj>>,
    next_handle: usize,
    next_id: u64,
}

impl Streams {
    pub fn new() -> Streams {
        Streams {
            legacy: Arc::new(StreamObj::new(0, LEAST_PRIORITY, 0)),
            table: Mutex::new(StreamTable {
                // Handles look like aligned addresses well away from the reserved values.
                next_handle: 0x5700_0000,
                next_id: 1,
                ..StreamTable::default()
            }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, StreamTable> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn legacy(&self) -> &Arc<StreamObj> {
        &self.legacy
    }

    pub fn is_legacy(&self, s: &Arc<StreamObj>) -> bool {
        Arc::ptr_eq(s, &self.legacy)
    }

    /// Creates a stream and returns its handle.
    pub fn create(&self, flags: u32, priority: i32) -> (usize, Arc<StreamObj>) {
        let mut t = self.lock();
        let handle = t.next_handle;
        t.next_handle += 0x40;
        let id = t.next_id;
        t.next_id += 1;
        let s = Arc::new(StreamObj::new(flags, priority, id));
        t.created.insert(handle, s.clone());
        (handle, s)
    }

    /// A new per-thread default stream, known to the legacy stream's synchronisation.
    pub fn create_per_thread(&self) -> Arc<StreamObj> {
        let mut t = self.lock();
        let id = t.next_id;
        t.next_id += 1;
        let s = Arc::new(StreamObj::new(0, LEAST_PRIORITY, id));
        t.per_thread.retain(|w| w.strong_count() > 0);
        t.per_thread.push(Arc::downgrade(&s));
        s
    }

    /// The stream a created-stream handle names.
    pub fn lookup(&self, handle: usize) -> CudaResult<Arc<StreamObj>> {
        self.lock()
            .created
            .get(&handle)
            .cloned()
            .ok_or(CudaError::InvalidResourceHandle)
    }

    /// Forgets a handle. Work already issued still runs; the device keeps waiting for it.
    pub fn destroy(&self, handle: usize) -> CudaResult<()> {
        let mut t = self.lock();
        let s = t
            .created
            .remove(&handle)
            .ok_or(CudaError::InvalidResourceHandle)?;
        t.draining.retain(|d| !d.queue.is_idle());
        if !s.queue.is_idle() {
            t.draining.push(s);
        }
        Ok(())
    }

    /// Issues `work` to `s` after `deps` and after whatever the legacy-stream rules require.
    pub fn enqueue(
        &self,
        s: &Arc<StreamObj>,
        deps: Vec<Marker>,
        work: impl Fn() + Send + Sync + 'static,
    ) -> Marker {
        self.issue(s, deps, work, false)
    }

    /// Like [`Streams::enqueue`] for work that is quick to run (it only issues device work) or
    /// that the caller is about to wait for: when nothing has to run before it, it runs at once
    /// on the calling thread, which saves handing it to the worker and back. The returned
    /// marker is then already reached.
    ///
    /// Generic, so that work run at once is never boxed (every launch on an idle GPU stream).
    pub fn enqueue_eager(
        &self,
        s: &Arc<StreamObj>,
        work: impl Fn() + Send + Sync + 'static,
    ) -> Marker {
        self.issue(s, Vec::new(), work, true)
    }

    /// [`Streams::enqueue_eager`], then waits for the work.
    pub fn enqueue_and_wait(
        &self,
        s: &Arc<StreamObj>,
        work: impl Fn() + Send + Sync + 'static,
    ) -> Marker {
        let m = self.enqueue_eager(s, work);
        m.wait();
        m
    }

    fn issue(
        &self,
        s: &Arc<StreamObj>,
        mut deps: Vec<Marker>,
        work: impl Fn() + Send + Sync + 'static,
        inline: bool,
    ) -> Marker {
        // Work issued to a capturing stream becomes a node of the graph, run when it is
        // launched; the stream's marker stays where it was.
        if let Some(graph) = s.capturing() {
            graph.capture(s, Arc::new(work));
            return s.queue.tail();
        }
        s.queue.wait_for_room();
        let mut t = self.lock();
        if self.is_legacy(s) {
            t.per_thread.retain(|w| w.strong_count() > 0);
            let per_thread: Vec<_> = t.per_thread.iter().filter_map(Weak::upgrade).collect();
            let others = t
                .created
                .values()
                .chain(t.draining.iter())
                .chain(per_thread.iter());
            for o in others {
                if o.is_blocking() && !o.queue.is_idle() {
                    deps.push(o.queue.tail());
                }
            }
        } else if s.is_blocking() && !self.legacy.queue.is_idle() {
            deps.push(self.legacy.queue.tail());
        }
        if inline && deps.iter().all(Marker::is_reached) {
            // Claimed under the table lock, so that work issued after this call, to any
            // stream, sees this operation as pending and orders itself after it.
            if let Some(m) = s.queue.begin_inline() {
                drop(t);
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
                s.queue.finish_inline();
                return m;
            }
        }
        s.queue.push(deps, Box::new(work))
    }

    /// Markers for everything issued so far, to every stream.
    pub fn all_tails(&self) -> Vec<Marker> {
        let t = self.lock();
        let mut v = vec![self.legacy.queue.tail()];
        v.extend(t.created.values().map(|s| s.queue.tail()));
        v.extend(t.draining.iter().map(|s| s.queue.tail()));
        v.extend(
            t.per_thread
                .iter()
                .filter_map(Weak::upgrade)
                .map(|s| s.queue.tail()),
        );
        v
    }

    /// Every stream but the legacy one (which never captures).
    pub(crate) fn capturable(&self) -> Vec<Arc<StreamObj>> {
        let t = self.lock();
        let mut v: Vec<Arc<StreamObj>> = t.created.values().cloned().collect();
        v.extend(t.per_thread.iter().filter_map(Weak::upgrade));
        v
    }

    /// The graphs streams capture into now.
    pub fn captures(&self) -> Vec<Arc<Graph>> {
        let mut graphs: Vec<Arc<Graph>> = Vec::new();
        for g in self.capturable().iter().filter_map(|s| s.capturing()) {
            if !graphs.iter().any(|h| Arc::ptr_eq(h, &g)) {
                graphs.push(g);
            }
        }
        graphs
    }

    /// Whether some stream still captures into `graph`.
    pub fn is_capturing_into(&self, graph: &Arc<Graph>) -> bool {
        self.capturable()
            .iter()
            .any(|s| s.capturing().is_some_and(|g| Arc::ptr_eq(&g, graph)))
    }

    /// Ends the capture into `graph` on every stream taking part in it.
    pub fn end_capture(&self, graph: &Arc<Graph>) {
        for s in self.capturable() {
            if s.capturing().is_some_and(|g| Arc::ptr_eq(&g, graph)) {
                s.set_capture(None, Vec::new());
            }
        }
    }

    /// Drops every created stream (`cudaDeviceReset`); the caller has waited for their work.
    pub fn clear(&self) {
        let mut t = self.lock();
        t.created.clear();
        t.draining.clear();
    }
}

/// Waiting for or asking about work that is being captured (not run) breaks the capture
/// (measured for `cudaStreamSynchronize` and `cudaStreamQuery`).
fn refuse_capturing(s: &StreamObj) -> CudaResult<()> {
    match s.capturing() {
        Some(graph) => {
            graph.invalidate();
            Err(CudaError::StreamCaptureUnsupported)
        }
        None => Ok(()),
    }
}

impl Runtime {
    /// The stream a `cudaStream_t` value names: 0 and `cudaStreamLegacy` are the legacy
    /// default stream, `cudaStreamPerThread` the calling thread's own default stream.
    pub(crate) fn resolve_stream(
        &self,
        ctx: &Context,
        handle: usize,
    ) -> CudaResult<Arc<StreamObj>> {
        let per_thread_default = self.per_thread_default.load(Ordering::Relaxed);
        match handle {
            0 if per_thread_default => self.resolve_stream(ctx, STREAM_PER_THREAD),
            0 | STREAM_LEGACY => Ok(ctx.streams.legacy().clone()),
            STREAM_PER_THREAD => {
                let existing = self.with_thread(|t| t.per_thread_stream.clone());
                if let Some(s) = existing {
                    return Ok(s);
                }
                let s = ctx.streams.create_per_thread();
                self.with_thread(|t| t.per_thread_stream = Some(s.clone()));
                Ok(s)
            }
            h => ctx.streams.lookup(h),
        }
    }

    /// The stream a `cudaStream_t` names, for work to be issued to it: a stream whose capture
    /// a call broke takes no work until the capture ends (`cudaErrorStreamCaptureInvalidated`,
    /// measured).
    pub(crate) fn stream_for_work(
        &self,
        ctx: &Context,
        handle: usize,
    ) -> CudaResult<Arc<StreamObj>> {
        let s = self.resolve_stream(ctx, handle)?;
        match s.capturing().is_some_and(|g| g.is_invalidated()) {
            true => Err(CudaError::StreamCaptureInvalidated),
            false => Ok(s),
        }
    }

    /// `cudaStreamCreateWithPriority` (and, with defaults, `cudaStreamCreate[WithFlags]`).
    /// The priority is clamped into the supported range, as CUDA does.
    pub fn stream_create(&self, flags: u32, priority: i32) -> CudaResult<usize> {
        self.call(|ctx| {
            if flags & !STREAM_NON_BLOCKING != 0 {
                return Err(CudaError::InvalidValue);
            }
            let priority = priority.clamp(GREATEST_PRIORITY, LEAST_PRIORITY);
            Ok(ctx.streams.create(flags, priority).0)
        })
    }

    /// `cudaStreamDestroy`. Returns at once; queued work still completes.
    pub fn stream_destroy(&self, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            if matches!(stream, 0 | STREAM_LEGACY | STREAM_PER_THREAD) {
                return Err(CudaError::InvalidResourceHandle);
            }
            ctx.streams.destroy(stream)
        })
    }

    /// `cudaStreamSynchronize`: waits for the stream's work, then reports faults and writes
    /// device output.
    pub fn stream_synchronize(&self, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            refuse_capturing(&s)?;
            s.queue.tail().wait();
            ctx.wait_device();
            ctx.sync_point()
        })
    }

    /// `cudaStreamQuery`: `cudaErrorNotReady` while work is pending, on the stream's queue or
    /// on the device (which, keeping one queue, answers for all of its work).
    pub fn stream_query(&self, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            refuse_capturing(&s)?;
            if !s.queue.is_idle() {
                return Err(CudaError::NotReady);
            }
            match ctx.backend.is_idle() {
                Ok(true) => {}
                Ok(false) => return Err(CudaError::NotReady),
                Err(f) => ctx.raise_fault(f),
            }
            ctx.faults.observe()
        })
    }

    /// `cudaStreamGetPriority`.
    pub fn stream_priority(&self, stream: usize) -> CudaResult<i32> {
        self.call(|ctx| Ok(self.resolve_stream(ctx, stream)?.priority))
    }

    /// `cudaStreamGetFlags`.
    pub fn stream_flags(&self, stream: usize) -> CudaResult<u32> {
        self.call(|ctx| Ok(self.resolve_stream(ctx, stream)?.flags))
    }

    /// `cudaStreamGetId`.
    pub fn stream_id(&self, stream: usize) -> CudaResult<u64> {
        self.call(|ctx| Ok(self.resolve_stream(ctx, stream)?.id))
    }

    /// `cudaStreamGetDevice`.
    pub fn stream_device(&self, stream: usize) -> CudaResult<i32> {
        self.call(|ctx| self.resolve_stream(ctx, stream).map(|_| 0))
    }

    /// `cudaDeviceGetStreamPriorityRange`: (least, greatest).
    pub fn stream_priority_range(&self) -> CudaResult<(i32, i32)> {
        self.call(|_| Ok((LEAST_PRIORITY, GREATEST_PRIORITY)))
    }

    /// `cuStreamWaitValue32/64`, `cuStreamWriteValue32/64` and `cuStreamBatchMemOp`: the
    /// operations run in order on the stream's worker once the work before them is done (a
    /// wait polls the memory until its condition holds, so that the stream's later work waits
    /// with it); a fault ends a wait.
    pub fn stream_memory_ops(&self, stream: usize, ops: Vec<StreamMemoryOp>) -> CudaResult<()> {
        self.call(|ctx| {
            for op in &ops {
                let (address, bytes) = op.place();
                if address % bytes as u64 != 0 {
                    return Err(CudaError::InvalidValue);
                }
                ctx.device_range(address, bytes)?;
            }
            let s = self.stream_for_work(ctx, stream)?;
            let c = ctx.clone();
            ctx.streams.enqueue(&s, vec![], move || {
                c.wait_device();
                for op in &ops {
                    if c.faults.has_fault() {
                        return;
                    }
                    op.run(&c);
                }
            });
            s.mark_captured(NodeKind::Host);
            Ok(())
        })
    }

    /// `cudaLaunchHostFunc`: `f` runs on the stream's worker once the work before it is done.
    /// It is skipped after a kernel fault, as CUDA skips host functions in a failed context.
    pub fn launch_host_func(
        &self,
        stream: usize,
        f: Box<dyn Fn() + Send + Sync>,
    ) -> CudaResult<()> {
        self.call(|ctx| {
            let s = self.stream_for_work(ctx, stream)?;
            let c = ctx.clone();
            ctx.streams.enqueue(&s, vec![], move || {
                c.wait_device();
                if !c.faults.has_fault() {
                    // CUDA writes device output before running a stream callback.
                    c.printf.flush_to_stdout();
                    crate::context::as_host_function(&f);
                }
            });
            s.mark_captured(NodeKind::Host);
            Ok(())
        })
    }

    /// `cudaStreamAddCallback`: like a host function, but the callback also gets the stream's
    /// status, and it runs even after a fault so that it can see that status.
    pub fn stream_add_callback(
        &self,
        stream: usize,
        flags: u32,
        f: Box<dyn Fn(CudaError) + Send + Sync>,
    ) -> CudaResult<()> {
        self.call(|ctx| {
            if flags != 0 {
                return Err(CudaError::InvalidValue);
            }
            let s = self.resolve_stream(ctx, stream)?;
            let c = ctx.clone();
            ctx.streams.enqueue(&s, vec![], move || {
                c.wait_device();
                c.printf.flush_to_stdout();
                let status = c.faults.current().unwrap_or(CudaError::Success);
                crate::context::as_host_function(|| f(status));
            });
            Ok(())
        })
    }

    /// `cudaStreamAttachMemAsync`: memory is always coherent here; validates and orders only.
    pub fn stream_attach_mem(&self, stream: usize, ptr: u64, flags: u32) -> CudaResult<()> {
        self.call(|ctx| {
            self.resolve_stream(ctx, stream)?;
            if ptr == 0 || !matches!(flags, 1 | 2 | 4) {
                return Err(CudaError::InvalidValue);
            }
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::time::Duration;

    fn slow(log: &Arc<Mutex<Vec<u32>>>, tag: u32, ms: u64) -> impl Fn() + Send + Sync {
        let log = log.clone();
        move || {
            std::thread::sleep(Duration::from_millis(ms));
            log.lock().unwrap().push(tag);
        }
    }

    #[test]
    fn legacy_stream_waits_for_blocking_streams_and_back() {
        let st = Streams::new();
        let (_, a) = st.create(0, 0);
        let (_, nb) = st.create(STREAM_NON_BLOCKING, 0);
        let log = Arc::new(Mutex::new(Vec::new()));
        st.enqueue(&a, vec![], slow(&log, 1, 60));
        st.enqueue(&nb, vec![], slow(&log, 9, 200));
        st.enqueue(&st.legacy().clone(), vec![], slow(&log, 2, 0));
        st.enqueue(&a, vec![], slow(&log, 3, 0));
        for m in st.all_tails() {
            m.wait();
        }
        let log = log.lock().unwrap().clone();
        // The non-blocking stream is not waited for: 2 does not follow 9.
        assert_eq!(log, vec![1, 2, 3, 9]);
    }

    #[test]
    fn eager_work_runs_on_the_caller_only_when_nothing_comes_before_it() {
        let st = Streams::new();
        let (_, a) = st.create(0, 0);
        let legacy = st.legacy().clone();
        let threads = Arc::new(Mutex::new(Vec::new()));
        let record = |tag: u32| {
            let t = threads.clone();
            move || t.lock().unwrap().push((tag, std::thread::current().id()))
        };
        assert!(st.enqueue_eager(&a, record(1)).is_reached());
        let log = Arc::new(Mutex::new(Vec::new()));
        st.enqueue(&a, vec![], slow(&log, 0, 50));
        // Behind queued work on its own stream, and, on the legacy stream, behind a busy
        // blocking stream: both go to a worker, in order.
        let behind_own = st.enqueue_eager(&a, record(2));
        let behind_other = st.enqueue_eager(&legacy, record(3));
        behind_own.wait();
        behind_other.wait();
        let threads = threads.lock().unwrap().clone();
        let me = std::thread::current().id();
        assert_eq!(
            threads.iter().map(|t| t.0).collect::<Vec<_>>(),
            vec![1, 2, 3]
        );
        assert_eq!(threads[0].1, me);
        assert!(threads[1..].iter().all(|t| t.1 != me));
    }

    #[test]
    fn destroyed_stream_still_finishes() {
        let st = Streams::new();
        let (h, s) = st.create(0, 0);
        let n = Arc::new(AtomicU32::new(0));
        let m = n.clone();
        st.enqueue(
            &s,
            vec![],
            Box::new(move || {
                std::thread::sleep(Duration::from_millis(30));
                m.fetch_add(1, Ordering::SeqCst);
            }),
        );
        drop(s);
        st.destroy(h).unwrap();
        assert!(st.destroy(h).is_err());
        for m in st.all_tails() {
            m.wait();
        }
        assert_eq!(n.load(Ordering::SeqCst), 1);
    }
}

/// When a stream's wait for a value ends (`CU_STREAM_WAIT_VALUE_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitCondition {
    /// `(int)(*addr - value) >= 0`: at least the value, in a counter that may wrap.
    AtLeast,
    Equal,
    /// `(*addr & value) != 0`.
    And,
    /// `~(*addr | value) != 0`.
    Nor,
}

/// One stream memory operation on a 4- or 8-byte word of device-accessible memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreamMemoryOp {
    Wait {
        address: u64,
        bytes: usize,
        value: u64,
        condition: WaitCondition,
    },
    Write {
        address: u64,
        bytes: usize,
        value: u64,
    },
}

impl StreamMemoryOp {
    fn place(&self) -> (u64, usize) {
        match *self {
            StreamMemoryOp::Wait { address, bytes, .. }
            | StreamMemoryOp::Write { address, bytes, .. } => (address, bytes),
        }
    }

    fn run(&self, ctx: &Context) {
        let (address, bytes) = self.place();
        match *self {
            StreamMemoryOp::Write { value, .. } => {
                let word = value.to_le_bytes();
                // SAFETY: the word was checked to lie in device-accessible memory when issued.
                unsafe {
                    ctx.backend.copy(
                        address,
                        word.as_ptr() as u64,
                        bytes,
                        crate::backend::CopyDirection::HostToDevice,
                    )
                };
            }
            StreamMemoryOp::Wait {
                value, condition, ..
            } => loop {
                let mut word = [0u8; 8];
                // SAFETY: as for a write.
                unsafe {
                    ctx.backend.copy(
                        word.as_mut_ptr() as u64,
                        address,
                        bytes,
                        crate::backend::CopyDirection::DeviceToHost,
                    )
                };
                if condition.holds(u64::from_le_bytes(word), value, bytes) || ctx.faults.has_fault()
                {
                    return;
                }
                std::thread::sleep(std::time::Duration::from_micros(20));
            },
        }
    }
}

impl WaitCondition {
    fn holds(self, current: u64, value: u64, bytes: usize) -> bool {
        let mask = if bytes == 8 {
            u64::MAX
        } else {
            u64::from(u32::MAX)
        };
        let (current, value) = (current & mask, value & mask);
        match self {
            WaitCondition::AtLeast => {
                let difference = current.wrapping_sub(value) & mask;
                difference <= mask >> 1
            }
            WaitCondition::Equal => current == value,
            WaitCondition::And => current & value != 0,
            WaitCondition::Nor => !(current | value) & mask != 0,
        }
    }
}

#[cfg(test)]
mod wait_condition_tests {
    use super::WaitCondition::*;

    #[test]
    fn at_least_is_cyclic_in_the_word_width() {
        assert!(AtLeast.holds(5, 5, 4));
        assert!(AtLeast.holds(6, 5, 4));
        assert!(!AtLeast.holds(4, 5, 4));
        // Past the wrap: 2 is "after" 0xffff_fff0 in a 32-bit counter.
        assert!(AtLeast.holds(2, 0xffff_fff0, 4));
        assert!(!AtLeast.holds(2, 0xffff_fff0, 8));
        assert!(Nor.holds(0xffff_0000, 0x0000_00ff, 4));
        assert!(!Nor.holds(0xffff_ff00, 0x0000_00ff, 4));
        assert!(And.holds(0b1010, 0b0010, 4) && !And.holds(0b1010, 0b0101, 4));
        assert!(Equal.holds(7, 7, 8) && !Equal.holds(7, 8, 8));
    }
}
