//! Events: markers in a stream that record when the stream reached them.
//!
//! Recording issues an operation to the stream; the event then names that operation until it
//! is recorded again. Waiting on an event (the host with `cudaEventSynchronize`, a stream with
//! `cudaStreamWaitEvent`) means waiting for the operation of its most recent record *at the time
//! of the call*, as in CUDA.
//!
//! The time of a record comes from the device when the backend has events of its own (a GPU
//! stamps them when it gets there, between the kernels around them, which is what programs
//! timing kernels mean to measure); otherwise the operation stamps the host's clock when the
//! stream reaches it, which on a backend that completes work as it issues it is the same point.

use crate::abi::CudaError;
use crate::backend::Backend;
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::graph::Graph;
use crate::ipc::SharedEvent;
use crate::queue::Marker;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

/// `cudaEventRecordExternal` / `cudaEventWaitExternal` (the same bit): only meaningful in graph
/// capture.
use crate::abi::flags::EVENT_RECORD_EXTERNAL as EVENT_EXTERNAL;
use crate::abi::flags::{EVENT_BLOCKING_SYNC, EVENT_DISABLE_TIMING, EVENT_INTERPROCESS};

pub struct EventObj {
    pub flags: u32,
    /// The backend's event, when it has events of its own.
    device: Option<Arc<DeviceEvent>>,
    record: Mutex<Option<Recorded>>,
    /// An interprocess event's state, which other processes record and wait on too: it alone
    /// says whether the event is complete.
    shared: Option<Arc<SharedEvent>>,
}

/// One `cudaEventRecord`: the operation, and the host time slot it fills when the event has no
/// device event.
#[derive(Clone)]
struct Recorded {
    marker: Marker,
    time: Arc<OnceLock<Instant>>,
    /// The graph being captured where the event was recorded, and the recording stream's
    /// capture dependencies then: a stream that waits for it joins that capture after them.
    capture: Option<(Arc<Graph>, Vec<usize>)>,
}

/// A backend event, destroyed when neither its `EventObj` nor a pending record needs it.
pub(crate) struct DeviceEvent {
    backend: Arc<dyn Backend>,
    handle: u64,
}

impl DeviceEvent {
    pub fn create(backend: &Arc<dyn Backend>, timing: bool) -> Option<DeviceEvent> {
        let handle = backend.create_event(timing)?;
        Some(DeviceEvent {
            backend: backend.clone(),
            handle,
        })
    }
}

impl Drop for DeviceEvent {
    fn drop(&mut self) {
        self.backend.destroy_event(self.handle);
    }
}

impl EventObj {
    fn last(&self) -> Option<Recorded> {
        self.record
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The capture its last record was made in, while some stream still captures into it.
    fn capture_under_way(&self, ctx: &Context) -> Option<Arc<Graph>> {
        let (graph, _) = self.last()?.capture?;
        ctx.streams.is_capturing_into(&graph).then_some(graph)
    }

    /// The operation of the most recent record, if the event was ever recorded.
    pub fn marker(&self) -> Option<Marker> {
        self.last().map(|r| r.marker)
    }

    pub(crate) fn shared(&self) -> Option<&Arc<SharedEvent>> {
        self.shared.as_ref()
    }

    /// Makes the event name a record that `marker`'s operation makes, stamping `time` (see
    /// [`Context::stamp_event`]): an event record node of a graph launch.
    pub(crate) fn set_record(&self, marker: Marker, time: Arc<OnceLock<Instant>>) {
        *self.record.lock().unwrap_or_else(|p| p.into_inner()) = Some(Recorded {
            marker,
            time,
            capture: None,
        });
    }
}

impl Context {
    /// Records `event` where the work running now has got to: on the device when the backend
    /// has events of its own, else in `time`.
    pub(crate) fn stamp_event(&self, event: &EventObj, time: &OnceLock<Instant>) {
        match &event.device {
            Some(dev) => {
                if let Err(f) = self.backend.record_event(dev.handle) {
                    self.raise_fault(f);
                }
            }
            None => {
                let _ = time.set(Instant::now());
            }
        }
    }
}

#[derive(Default)]
pub(crate) struct Events {
    table: Mutex<EventTable>,
}

#[derive(Default)]
struct EventTable {
    events: HashMap<usize, Arc<EventObj>>,
    next_handle: usize,
}

impl Events {
    fn lock(&self) -> std::sync::MutexGuard<'_, EventTable> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn create(
        &self,
        flags: u32,
        device: Option<DeviceEvent>,
        shared: Option<SharedEvent>,
    ) -> usize {
        let mut t = self.lock();
        // Handles look like aligned addresses, away from the stream handles.
        let handle = 0x6500_0000 + t.next_handle * 0x40;
        t.next_handle += 1;
        let e = EventObj {
            flags,
            device: device.map(Arc::new),
            record: Mutex::new(None),
            shared: shared.map(Arc::new),
        };
        t.events.insert(handle, Arc::new(e));
        handle
    }

    pub fn lookup(&self, handle: usize) -> CudaResult<Arc<EventObj>> {
        self.lock()
            .events
            .get(&handle)
            .cloned()
            .ok_or(CudaError::InvalidResourceHandle)
    }

    pub fn destroy(&self, handle: usize) -> CudaResult<()> {
        self.lock()
            .events
            .remove(&handle)
            .map(|_| ())
            .ok_or(CudaError::InvalidResourceHandle)
    }

    pub fn clear(&self) {
        self.lock().events.clear();
    }
}

impl Runtime {
    /// `cudaEventCreateWithFlags`.
    pub fn event_create(&self, flags: u32) -> CudaResult<usize> {
        self.call(|ctx| {
            let known = EVENT_BLOCKING_SYNC | EVENT_DISABLE_TIMING | EVENT_INTERPROCESS;
            if flags & !known != 0 {
                return Err(CudaError::InvalidValue);
            }
            // Interprocess events must not time, as in CUDA.
            if flags & EVENT_INTERPROCESS != 0 && flags & EVENT_DISABLE_TIMING == 0 {
                return Err(CudaError::InvalidValue);
            }
            let timing = flags & EVENT_DISABLE_TIMING == 0;
            let device = DeviceEvent::create(&ctx.backend, timing);
            let shared = match flags & EVENT_INTERPROCESS {
                0 => None,
                _ => Some(SharedEvent::create().map_err(|why| {
                    eprintln!("ferrocuda: an interprocess event: {why}");
                    CudaError::MemoryAllocation
                })?),
            };
            Ok(ctx.events.create(flags, device, shared))
        })
    }

    /// `cudaEventDestroy`. A pending record still completes; waits already issued still wait.
    pub fn event_destroy(&self, event: usize) -> CudaResult<()> {
        self.call(|ctx| ctx.events.destroy(event))
    }

    /// `cudaEventRecordWithFlags` (`cudaEventRecord` with flags 0).
    pub fn event_record(&self, event: usize, stream: usize, flags: u32) -> CudaResult<()> {
        self.call(|ctx| {
            if flags & !EVENT_EXTERNAL != 0 {
                return Err(CudaError::InvalidValue);
            }
            let e = ctx.events.lookup(event)?;
            let s = self.stream_for_work(ctx, stream)?;
            let capture = s.capturing().map(|g| (g, s.capture_frontier()));
            // An external record belongs in a capture (measured: an illegal state outside).
            if flags & EVENT_EXTERNAL != 0 && capture.is_none() {
                return Err(CudaError::IllegalState);
            }
            let time = Arc::new(OnceLock::new());
            let marker = match &e.device {
                // Recorded in a capture, the event marks a point of the graph for streams that
                // wait on it to join; it is no node of its own.
                _ if capture.is_some() => s.queue.tail(),
                Some(dev) => {
                    let (c, dev) = (ctx.clone(), dev.clone());
                    ctx.issue(&s, move || {
                        if let Err(f) = c.backend.record_event(dev.handle) {
                            c.raise_fault(f);
                        }
                    })
                }
                None => {
                    let slot = time.clone();
                    ctx.streams.enqueue(&s, vec![], move || {
                        let _ = slot.set(Instant::now());
                    })
                }
            };
            // Other processes learn of the record when the stream gets past it and the device
            // has done the work before it.
            if let (Some(shared), None) = (&e.shared, &capture) {
                let (c, shared) = (ctx.clone(), shared.clone());
                let record = shared.issue();
                ctx.streams.enqueue(&s, vec![], move || {
                    c.wait_device();
                    shared.complete(record);
                });
            }
            *e.record.lock().unwrap_or_else(|p| p.into_inner()) = Some(Recorded {
                marker,
                time,
                capture,
            });
            Ok(())
        })
    }

    /// `cudaEventQuery`: success when the last record has completed (or there was none),
    /// `cudaErrorNotReady` before.
    pub fn event_query(&self, event: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let e = ctx.events.lookup(event)?;
            // A record in a capture is a node, not work: asking about it breaks the capture.
            if let Some(graph) = e.capture_under_way(ctx) {
                graph.invalidate();
                return Err(CudaError::CapturedEvent);
            }
            if let Some(shared) = &e.shared {
                return match shared.is_complete(shared.latest()) {
                    true => ctx.faults.observe(),
                    false => Err(CudaError::NotReady),
                };
            }
            match e.marker() {
                Some(m) if !m.is_reached() => return Err(CudaError::NotReady),
                None => return ctx.faults.observe(),
                Some(_) => {}
            }
            if let Some(dev) = &e.device {
                match ctx.backend.query_event(dev.handle) {
                    Ok(true) => {}
                    Ok(false) => return Err(CudaError::NotReady),
                    Err(f) => ctx.raise_fault(f),
                }
            }
            ctx.faults.observe()
        })
    }

    /// `cudaEventSynchronize`: waits for the last record, then reports faults and writes
    /// device output.
    pub fn event_synchronize(&self, event: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let e = ctx.events.lookup(event)?;
            // Waiting for a record in a capture breaks it (measured: an invalid value here,
            // where `cudaEventQuery` answers `cudaErrorCapturedEvent`).
            if let Some(graph) = e.capture_under_way(ctx) {
                graph.invalidate();
                return Err(CudaError::InvalidValue);
            }
            if let Some(shared) = &e.shared {
                shared.wait(shared.latest());
                return ctx.sync_point();
            }
            if let Some(m) = e.marker() {
                m.wait();
                match &e.device {
                    Some(dev) => {
                        if let Err(f) = ctx.backend.synchronize_event(dev.handle) {
                            ctx.raise_fault(f);
                        }
                    }
                    None => ctx.wait_device(),
                }
            }
            ctx.sync_point()
        })
    }

    /// `cudaEventElapsedTime`: milliseconds from `start`'s record to `end`'s.
    pub fn event_elapsed_time(&self, start: usize, end: usize) -> CudaResult<f32> {
        self.call(|ctx| {
            let (s, e) = (ctx.events.lookup(start)?, ctx.events.lookup(end)?);
            if (s.flags | e.flags) & EVENT_DISABLE_TIMING != 0 {
                return Err(CudaError::InvalidResourceHandle);
            }
            let (Some(rs), Some(re)) = (s.last(), e.last()) else {
                return Err(CudaError::InvalidResourceHandle);
            };
            if !rs.marker.is_reached() || !re.marker.is_reached() {
                return Err(CudaError::NotReady);
            }
            if let (Some(d0), Some(d1)) = (&s.device, &e.device) {
                for d in [d0, d1] {
                    match ctx.backend.query_event(d.handle) {
                        Ok(true) => {}
                        Ok(false) => return Err(CudaError::NotReady),
                        Err(f) => ctx.raise_fault(f),
                    }
                }
                return match ctx.backend.event_elapsed_ms(d0.handle, d1.handle) {
                    Some(ms) => Ok(ms),
                    None => ctx.faults.observe().and(Err(CudaError::Unknown)),
                };
            }
            // A record skipped after a fault never stamped its time.
            let (Some(t0), Some(t1)) = (rs.time.get(), re.time.get()) else {
                return ctx.faults.observe().and(Err(CudaError::Unknown));
            };
            let ms = match t1.checked_duration_since(*t0) {
                Some(d) => d.as_secs_f64() * 1e3,
                None => -(t0.duration_since(*t1).as_secs_f64() * 1e3),
            };
            Ok(ms as f32)
        })
    }

    /// `cudaStreamWaitEvent`: later work in `stream` waits for the event's last record.
    pub fn stream_wait_event(&self, stream: usize, event: usize, flags: u32) -> CudaResult<()> {
        self.call(|ctx| {
            if flags & !EVENT_EXTERNAL != 0 {
                return Err(CudaError::InvalidValue);
            }
            let s = self.stream_for_work(ctx, stream)?;
            let e = ctx.events.lookup(event)?;
            // An external wait belongs in a capture (measured: an illegal state outside).
            if flags & EVENT_EXTERNAL != 0 && s.capturing().is_none() {
                return Err(CudaError::IllegalState);
            }
            // Waiting for an event recorded in a capture still going on joins it: the
            // stream's work goes to the same graph, after what the recording stream captured
            // before the record (and, for a stream already in the capture, after its own).
            if let Some((graph, recorded)) = e.last().and_then(|r| r.capture) {
                if ctx.streams.is_capturing_into(&graph) {
                    let mut deps = match s.capturing() {
                        Some(g) if Arc::ptr_eq(&g, &graph) => s.capture_frontier(),
                        _ => Vec::new(),
                    };
                    deps.extend(
                        recorded
                            .into_iter()
                            .filter(|d| !deps.contains(d))
                            .collect::<Vec<_>>(),
                    );
                    s.set_capture(Some(graph), deps);
                    return Ok(());
                }
            }
            if let Some(shared) = &e.shared {
                let (shared, record) = (shared.clone(), shared.latest());
                ctx.streams.enqueue(&s, vec![], move || shared.wait(record));
                return Ok(());
            }
            // An event never recorded is complete: nothing to wait for.
            if let Some(m) = e.marker() {
                ctx.streams.enqueue(&s, vec![m], || {});
            }
            Ok(())
        })
    }
}
