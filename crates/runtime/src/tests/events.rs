use super::{busy, runtime};
use crate::abi::flags::{EVENT_DISABLE_TIMING, STREAM_NON_BLOCKING};
use crate::abi::CudaError;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Barrier};

#[test]
fn elapsed_time_measures_the_stream() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    let (a, b) = (rt.event_create(0).unwrap(), rt.event_create(0).unwrap());
    // Never recorded: complete, but without a time.
    assert_eq!(rt.event_query(a), Ok(()));
    assert_eq!(
        rt.event_elapsed_time(a, b),
        Err(CudaError::InvalidResourceHandle)
    );
    rt.event_record(a, s, 0).unwrap();
    busy(&rt, s, 50, || {});
    rt.event_record(b, s, 0).unwrap();
    rt.event_synchronize(b).unwrap();
    assert_eq!(rt.event_query(b), Ok(()));
    let ms = rt.event_elapsed_time(a, b).unwrap();
    assert!((45.0..5000.0).contains(&ms), "{ms} ms");
    let back = rt.event_elapsed_time(b, a).unwrap();
    assert!((back + ms).abs() < 0.01);
    rt.event_destroy(a).unwrap();
    assert_eq!(rt.event_query(a), Err(CudaError::InvalidResourceHandle));
}

#[test]
fn pending_events_are_not_ready() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    let e = rt.event_create(0).unwrap();
    let start = rt.event_create(0).unwrap();
    rt.event_record(start, s, 0).unwrap();
    let gate = Arc::new(Barrier::new(2));
    let g = gate.clone();
    rt.launch_host_func(
        s,
        Box::new(move || {
            g.wait();
        }),
    )
    .unwrap();
    rt.event_record(e, s, 0).unwrap();
    assert_eq!(rt.event_query(e), Err(CudaError::NotReady));
    assert_eq!(rt.event_elapsed_time(start, e), Err(CudaError::NotReady));
    assert_eq!(rt.peek_at_last_error(), CudaError::Success);
    gate.wait();
    rt.event_synchronize(e).unwrap();
    assert_eq!(rt.event_query(e), Ok(()));
}

#[test]
fn timing_disabled_events_have_no_time() {
    let rt = runtime();
    let a = rt.event_create(EVENT_DISABLE_TIMING).unwrap();
    let b = rt.event_create(EVENT_DISABLE_TIMING).unwrap();
    rt.event_record(a, 0, 0).unwrap();
    rt.event_record(b, 0, 0).unwrap();
    rt.event_synchronize(b).unwrap();
    assert_eq!(
        rt.event_elapsed_time(a, b),
        Err(CudaError::InvalidResourceHandle)
    );
    assert_eq!(rt.event_create(0x100), Err(CudaError::InvalidValue));
    // Interprocess events must disable timing.
    assert_eq!(rt.event_create(0x4), Err(CudaError::InvalidValue));
}

#[test]
fn stream_wait_event_orders_streams() {
    let rt = runtime();
    let producer = rt.stream_create(STREAM_NON_BLOCKING, 0).unwrap();
    let consumer = rt.stream_create(STREAM_NON_BLOCKING, 0).unwrap();
    let done = rt.event_create(EVENT_DISABLE_TIMING).unwrap();
    let flag = Arc::new(AtomicU32::new(0));
    let seen = Arc::new(AtomicU32::new(99));
    let f = flag.clone();
    busy(&rt, producer, 80, move || f.store(7, Ordering::SeqCst));
    rt.event_record(done, producer, 0).unwrap();
    rt.stream_wait_event(consumer, done, 0).unwrap();
    // Re-recording after the wait does not change what the consumer waits for.
    rt.event_record(done, 0, 0).unwrap();
    let (f, s) = (flag.clone(), seen.clone());
    busy(&rt, consumer, 0, move || {
        s.store(f.load(Ordering::SeqCst), Ordering::SeqCst)
    });
    rt.stream_synchronize(consumer).unwrap();
    assert_eq!(seen.load(Ordering::SeqCst), 7);
    assert_eq!(
        rt.stream_wait_event(consumer, done, 5),
        Err(CudaError::InvalidValue)
    );
}
