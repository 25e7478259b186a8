//! Streams (ordered queues of device work) and events (points in a stream's work).

use crate::device::{rt, Device};
use crate::error::{Error, Result};
use ferrocuda_runtime::abi::flags::{EVENT_DEFAULT, EVENT_DISABLE_TIMING, STREAM_NON_BLOCKING};
use ferrocuda_runtime::abi::CudaError;

/// Maps CUDA's "not ready" status to `false`, success to `true`, and keeps real errors.
fn ready(r: std::result::Result<(), CudaError>) -> Result<bool> {
    match r {
        Ok(()) => Ok(true),
        Err(CudaError::NotReady) => Ok(false),
        Err(e) => Err(Error::Cuda(e)),
    }
}

/// A queue of device work: launches and copies issued to one stream run in issue order; work
/// on different streams may overlap.
///
/// Invariant: `handle` names a stream of `device` that this value owns (and destroys when
/// dropped), or is 0, CUDA's default stream, which nobody owns.
#[derive(Debug)]
pub struct Stream {
    device: Device,
    handle: usize,
}

impl Stream {
    /// A new stream that synchronises with the default stream, as `cudaStreamCreate` makes
    /// them: work on the default stream waits for it and it waits for the default stream.
    pub fn new(device: &Device) -> Result<Stream> {
        Stream::with_flags(device, 0)
    }

    /// A new stream that does not synchronise with the default stream
    /// (`cudaStreamNonBlocking`).
    pub fn non_blocking(device: &Device) -> Result<Stream> {
        Stream::with_flags(device, STREAM_NON_BLOCKING)
    }

    fn with_flags(device: &Device, flags: u32) -> Result<Stream> {
        device.make_current()?;
        let handle = rt().stream_create(flags, 0)?;
        Ok(Stream {
            device: *device,
            handle,
        })
    }

    /// The default stream of `device`.
    pub(crate) fn default_of(device: Device) -> Stream {
        Stream { device, handle: 0 }
    }

    /// The runtime's name for this stream (a `cudaStream_t` value).
    pub fn handle(&self) -> usize {
        self.handle
    }

    /// The device the stream belongs to.
    pub fn device(&self) -> Device {
        self.device
    }

    /// Whether this is the device's default stream.
    pub fn is_default(&self) -> bool {
        self.handle == 0
    }

    /// Waits until all work issued to the stream is done. A synchronisation point: reports a
    /// kernel fault (sticky from then on).
    pub fn synchronize(&self) -> Result<()> {
        self.device.make_current()?;
        Ok(rt().stream_synchronize(self.handle)?)
    }

    /// Whether all work issued to the stream is done, without waiting.
    pub fn query(&self) -> Result<bool> {
        self.device.make_current()?;
        ready(rt().stream_query(self.handle))
    }

    /// Makes work issued to this stream from now on wait until `event`'s last recorded point
    /// has been reached (nothing to wait for if it was never recorded). Does not block the host.
    pub fn wait_event(&self, event: &Event) -> Result<()> {
        self.device.make_current()?;
        Ok(rt().stream_wait_event(self.handle, event.handle, 0)?)
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        if self.handle != 0 {
            // Like `cudaStreamDestroy`, this returns at once; queued work still completes.
            let _ = self.device.make_current();
            let _ = rt().stream_destroy(self.handle);
        }
    }
}

/// A marker in a stream's work: it is *reached* when the work issued to the stream before it
/// is done. Events order streams against each other ([`Stream::wait_event`]) and time device
/// work ([`Event::elapsed_ms`]).
///
/// Invariant: `handle` names an event of `device` that this value owns.
#[derive(Debug)]
pub struct Event {
    device: Device,
    handle: usize,
}

impl Event {
    /// A new event that records timestamps.
    pub fn new(device: &Device) -> Result<Event> {
        Event::with_flags(device, EVENT_DEFAULT)
    }

    /// A new event without timestamps (`cudaEventDisableTiming`): cheaper, for ordering only.
    pub fn without_timing(device: &Device) -> Result<Event> {
        Event::with_flags(device, EVENT_DISABLE_TIMING)
    }

    fn with_flags(device: &Device, flags: u32) -> Result<Event> {
        device.make_current()?;
        let handle = rt().event_create(flags)?;
        Ok(Event {
            device: *device,
            handle,
        })
    }

    /// Records the event at the current end of `stream`'s work (replacing an earlier record).
    pub fn record(&self, stream: &Stream) -> Result<()> {
        self.device.make_current()?;
        Ok(rt().event_record(self.handle, stream.handle, 0)?)
    }

    /// Waits until the last record is reached (at once if never recorded). A synchronisation
    /// point: reports a kernel fault.
    pub fn synchronize(&self) -> Result<()> {
        self.device.make_current()?;
        Ok(rt().event_synchronize(self.handle)?)
    }

    /// Whether the last record has been reached, without waiting.
    pub fn query(&self) -> Result<bool> {
        self.device.make_current()?;
        ready(rt().event_query(self.handle))
    }

    /// Milliseconds from this event's last record to `end`'s. Both must have been recorded,
    /// with timing, and reached (`cudaErrorNotReady` otherwise); the result is negative when
    /// `end` was reached first.
    pub fn elapsed_ms(&self, end: &Event) -> Result<f32> {
        self.device.make_current()?;
        Ok(rt().event_elapsed_time(self.handle, end.handle)?)
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        let _ = self.device.make_current();
        let _ = rt().event_destroy(self.handle);
    }
}
