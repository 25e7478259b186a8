use super::{busy, read, runtime};
use crate::abi::flags::STREAM_NON_BLOCKING;
use crate::abi::CudaError;
use crate::copy::*;
use crate::graph::{ExecUpdateError, NodeKind};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

#[test]
fn a_stream_runs_its_work_in_order() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    let n = 4096;
    let a = rt.malloc(n).unwrap();
    let b = rt.malloc(n).unwrap();
    // Hold the stream until everything is issued, so the query below sees pending work.
    let (release, gate) = std::sync::mpsc::channel::<()>();
    let gate = Mutex::new(gate);
    rt.launch_host_func(
        s,
        Box::new(move || {
            let gate = gate.lock().unwrap();
            let _ = gate.recv_timeout(std::time::Duration::from_secs(10));
        }),
    )
    .unwrap();
    // Each step depends on the one before: fill a, copy a to b, fill part of a, copy back.
    for i in 0..200usize {
        rt.memset(a, i as i32, n, Some(s)).unwrap();
        unsafe { rt.memcpy_async(b, a, n, MEMCPY_DEVICE_TO_DEVICE, s) }.unwrap();
        rt.memset(a, 0, i % 64, Some(s)).unwrap();
        unsafe { rt.memcpy_async(b + 1, a, 1, MEMCPY_DEVICE_TO_DEVICE, s) }.unwrap();
    }
    assert_eq!(rt.stream_query(s), Err(CudaError::NotReady));
    // NotReady is a status, not an error: it is not recorded.
    assert_eq!(rt.get_last_error(), CudaError::Success);
    release.send(()).unwrap();
    rt.stream_synchronize(s).unwrap();
    assert_eq!(rt.stream_query(s), Ok(()));
    let va = read(&rt, a, n);
    let vb = read(&rt, b, n);
    // Last iteration: a = 199 everywhere except its first 199 % 64 = 7 bytes (0).
    assert!(va[..7].iter().all(|&x| x == 0) && va[7..].iter().all(|&x| x == 199));
    assert_eq!(vb[0], 199);
    assert_eq!(vb[1], 0);
    assert!(vb[2..].iter().all(|&x| x == 199));
    rt.stream_destroy(s).unwrap();
    assert_eq!(rt.stream_destroy(s), Err(CudaError::InvalidResourceHandle));
    assert_eq!(
        rt.stream_synchronize(s),
        Err(CudaError::InvalidResourceHandle)
    );
}

#[test]
fn legacy_stream_waits_for_blocking_streams() {
    let rt = runtime();
    let blocking = rt.stream_create(0, 0).unwrap();
    let flag = Arc::new(AtomicU32::new(0));
    let seen = Arc::new(AtomicU32::new(99));
    let f = flag.clone();
    busy(&rt, blocking, 80, move || f.store(1, Ordering::SeqCst));
    let (f, s) = (flag.clone(), seen.clone());
    busy(&rt, 0, 0, move || {
        s.store(f.load(Ordering::SeqCst), Ordering::SeqCst)
    });
    rt.stream_synchronize(0).unwrap();
    assert_eq!(seen.load(Ordering::SeqCst), 1);
}

#[test]
fn blocking_streams_wait_for_the_legacy_stream() {
    let rt = runtime();
    let blocking = rt.stream_create(0, 0).unwrap();
    let flag = Arc::new(AtomicU32::new(0));
    let seen = Arc::new(AtomicU32::new(99));
    let f = flag.clone();
    busy(&rt, 0, 80, move || f.store(1, Ordering::SeqCst));
    let (f, s) = (flag.clone(), seen.clone());
    busy(&rt, blocking, 0, move || {
        s.store(f.load(Ordering::SeqCst), Ordering::SeqCst)
    });
    rt.stream_synchronize(blocking).unwrap();
    assert_eq!(seen.load(Ordering::SeqCst), 1);
    // cudaStreamPerThread is a blocking stream too.
    let f = flag.clone();
    busy(&rt, 0, 80, move || f.store(2, Ordering::SeqCst));
    let (f, s) = (flag.clone(), seen.clone());
    busy(&rt, crate::STREAM_PER_THREAD, 0, move || {
        s.store(f.load(Ordering::SeqCst), Ordering::SeqCst)
    });
    rt.stream_synchronize(crate::STREAM_PER_THREAD).unwrap();
    assert_eq!(seen.load(Ordering::SeqCst), 2);
}

#[test]
fn non_blocking_streams_are_exempt() {
    let rt = runtime();
    let nb = rt.stream_create(STREAM_NON_BLOCKING, 0).unwrap();
    assert_eq!(rt.stream_flags(nb), Ok(STREAM_NON_BLOCKING));
    let flag = Arc::new(AtomicU32::new(0));
    let seen = Arc::new(AtomicU32::new(99));
    // The non-blocking stream's work waits for the legacy stream's: were the legacy stream to
    // wait for it in turn, the wait would time out and the legacy work would see the flag set.
    let (tell, told) = std::sync::mpsc::channel::<()>();
    let told = Mutex::new(told);
    let f = flag.clone();
    rt.launch_host_func(
        nb,
        Box::new(move || {
            let _ = told
                .lock()
                .unwrap()
                .recv_timeout(std::time::Duration::from_secs(5));
            f.store(1, Ordering::SeqCst);
        }),
    )
    .unwrap();
    let (f, s) = (flag.clone(), seen.clone());
    rt.launch_host_func(
        0,
        Box::new(move || {
            s.store(f.load(Ordering::SeqCst), Ordering::SeqCst);
            let _ = tell.send(());
        }),
    )
    .unwrap();
    rt.stream_synchronize(0).unwrap();
    assert_eq!(seen.load(Ordering::SeqCst), 0);
    // cudaDeviceSynchronize waits for every stream.
    rt.device_synchronize().unwrap();
    assert_eq!(flag.load(Ordering::SeqCst), 1);
}

#[test]
fn blocking_memcpy_waits_for_prior_work() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    let d = rt.malloc(4).unwrap();
    rt.memset(d, 0, 4, None).unwrap();
    let dd = d;
    busy(&rt, s, 60, move || unsafe { *(dd as *mut u32) = 42 });
    // cudaMemcpy runs on the legacy stream, which waits for the blocking stream.
    assert_eq!(read(&rt, d, 4), 42u32.to_ne_bytes());
}

#[test]
fn priorities_and_ids() {
    let rt = runtime();
    assert_eq!(rt.stream_priority_range(), Ok((0, -5)));
    let s = rt.stream_create(0, -100).unwrap();
    assert_eq!(rt.stream_priority(s), Ok(-5));
    let t = rt.stream_create(0, 3).unwrap();
    assert_eq!(rt.stream_priority(t), Ok(0));
    assert_ne!(rt.stream_id(s).unwrap(), rt.stream_id(t).unwrap());
    assert_eq!(rt.stream_create(0x10, 0), Err(CudaError::InvalidValue));
    assert_eq!(rt.stream_device(s), Ok(0));
    assert_eq!(rt.stream_destroy(0), Err(CudaError::InvalidResourceHandle));
}

#[test]
fn stream_attributes_are_kept_per_stream() {
    let rt = runtime();
    let s = rt.stream_create(0, -2).unwrap();
    let t = rt.stream_create(0, 0).unwrap();
    let mut window = [0u8; crate::STREAM_ATTRIBUTE_BYTES];
    window[..8].copy_from_slice(&0x1000u64.to_ne_bytes());
    // cudaLaunchAttributeAccessPolicyWindow
    assert_eq!(rt.stream_set_attribute(s, 1, &window), Ok(()));
    assert_eq!(rt.stream_get_attribute(s, 1), Ok(window));
    assert_eq!(
        rt.stream_get_attribute(t, 1),
        Ok([0; crate::STREAM_ATTRIBUTE_BYTES])
    );
    // cudaLaunchAttributePriority reports the stream's priority and cannot be set.
    let priority = rt.stream_get_attribute(s, 8).unwrap();
    assert_eq!(priority[..4], (-2i32).to_ne_bytes());
    assert_eq!(
        rt.stream_set_attribute(s, 8, &window),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(rt.stream_get_attribute(s, 99), Err(CudaError::InvalidValue));
}

#[test]
fn callbacks_see_the_stream_status() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    let got = Arc::new(std::sync::Mutex::new(None));
    let g = got.clone();
    rt.stream_add_callback(s, 0, Box::new(move |st| *g.lock().unwrap() = Some(st)))
        .unwrap();
    rt.stream_synchronize(s).unwrap();
    assert_eq!(*got.lock().unwrap(), Some(CudaError::Success));
    assert_eq!(
        rt.stream_add_callback(s, 1, Box::new(|_| {})),
        Err(CudaError::InvalidValue)
    );
}

#[test]
fn captured_work_runs_only_when_its_graph_is_launched() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    let runs = Arc::new(AtomicU32::new(0));
    assert_eq!(
        rt.stream_begin_capture(0, 0),
        Err(CudaError::StreamCaptureUnsupported)
    );
    rt.stream_begin_capture(s, 0).unwrap();
    assert_eq!(rt.stream_begin_capture(s, 0), Err(CudaError::IllegalState));
    let r = runs.clone();
    rt.launch_host_func(
        s,
        Box::new(move || {
            r.fetch_add(1, Ordering::SeqCst);
        }),
    )
    .unwrap();
    let graph = rt.stream_end_capture(s).unwrap();
    rt.stream_synchronize(s).unwrap();
    assert_eq!(runs.load(Ordering::SeqCst), 0);
    let exec = rt.graph_instantiate(graph, 0).unwrap();
    rt.graph_launch(exec, s).unwrap();
    rt.graph_launch(exec, s).unwrap();
    rt.stream_synchronize(s).unwrap();
    assert_eq!(runs.load(Ordering::SeqCst), 2);
    assert_eq!(rt.stream_end_capture(s), Err(CudaError::IllegalState));
    rt.graph_exec_destroy(exec).unwrap();
    rt.graph_destroy(graph).unwrap();
    assert_eq!(rt.graph_launch(exec, s), Err(CudaError::InvalidValue));
}

#[test]
fn graph_nodes_know_their_kind_and_instantiated_graphs_can_change() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    let runs = Arc::new(AtomicU32::new(0));
    let counter = |step: u32| {
        let r = runs.clone();
        Box::new(move || {
            r.fetch_add(step, Ordering::SeqCst);
        }) as Box<dyn Fn() + Send + Sync>
    };
    let d = rt.malloc(64).unwrap();
    // Captured: a host function and a fill; events recorded in the capture add no node.
    let e = rt.event_create(0).unwrap();
    rt.stream_begin_capture(s, 0).unwrap();
    rt.launch_host_func(s, counter(1)).unwrap();
    rt.event_record(e, s, 0).unwrap();
    rt.memset(d, 7, 64, Some(s)).unwrap();
    let graph = rt.stream_end_capture(s).unwrap();
    let nodes = rt.graph_nodes(graph).unwrap();
    assert_eq!(nodes.len(), 2);
    assert_eq!(rt.graph_node_kind(nodes[0]), Ok(NodeKind::Host));
    assert_eq!(rt.graph_node_kind(nodes[1]), Ok(NodeKind::Memset));
    assert_eq!(rt.graph_root_nodes(graph), Ok(vec![nodes[0]]));
    assert_eq!(rt.graph_node_kind(0x1234), Err(CudaError::InvalidValue));

    // A clone has nodes of its own doing the same work.
    let copy = rt.graph_clone(graph).unwrap();
    let copied = rt.graph_nodes(copy).unwrap();
    assert_eq!(copied.len(), 2);
    assert!(copied.iter().all(|n| !nodes.contains(n)));
    assert_eq!(rt.graph_node_find_in_clone(nodes[1], copy), Ok(copied[1]));
    assert_eq!(
        rt.graph_node_find_in_clone(nodes[1], graph),
        Err(CudaError::InvalidValue)
    );

    // The instantiated graph takes another graph's work when it has as many nodes of the
    // same kinds.
    let exec = rt.graph_instantiate(graph, 1).unwrap();
    assert_eq!(rt.graph_exec_flags(exec), Ok(1));
    rt.stream_begin_capture(s, 0).unwrap();
    rt.launch_host_func(s, counter(10)).unwrap();
    rt.memset(d, 8, 64, Some(s)).unwrap();
    let same_shape = rt.stream_end_capture(s).unwrap();
    assert_eq!(rt.graph_exec_update(exec, same_shape), Ok(Ok(())));
    rt.stream_begin_capture(s, 0).unwrap();
    rt.launch_host_func(s, counter(1000)).unwrap();
    let smaller = rt.stream_end_capture(s).unwrap();
    assert_eq!(
        rt.graph_exec_update(exec, smaller),
        Ok(Err((ExecUpdateError::TopologyChanged, None)))
    );
    rt.stream_begin_capture(s, 0).unwrap();
    rt.launch_host_func(s, counter(1000)).unwrap();
    rt.launch_host_func(s, counter(1000)).unwrap();
    let other_kinds = rt.stream_end_capture(s).unwrap();
    let second = rt.graph_nodes(other_kinds).unwrap()[1];
    assert_eq!(
        rt.graph_exec_update(exec, other_kinds),
        Ok(Err((ExecUpdateError::NodeTypeChanged, Some(second))))
    );
    rt.graph_launch(exec, s).unwrap();
    rt.stream_synchronize(s).unwrap();
    assert_eq!(runs.load(Ordering::SeqCst), 10);
    assert_eq!(super::read(&rt, d, 4), vec![8; 4]);
    assert_eq!(
        rt.graph_exec_update(0x99, smaller),
        Err(CudaError::InvalidValue)
    );
}

#[test]
fn synchronizing_a_capturing_stream_breaks_the_capture() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    rt.stream_begin_capture(s, 0).unwrap();
    assert_eq!(
        rt.stream_synchronize(s),
        Err(CudaError::StreamCaptureUnsupported)
    );
    assert_eq!(
        rt.stream_end_capture(s),
        Err(CudaError::StreamCaptureInvalidated)
    );
    // The stream captures no more and works as before.
    rt.stream_synchronize(s).unwrap();
}

#[test]
fn graph_nodes_can_be_destroyed_and_dependencies_removed() {
    let rt = runtime();
    let s = rt.stream_create(0, 0).unwrap();
    rt.stream_begin_capture(s, 0).unwrap();
    rt.launch_host_func(s, Box::new(|| {})).unwrap();
    let info = rt.stream_capture_info(s).unwrap().expect("capturing");
    assert_eq!(info.dependencies.len(), 1);
    rt.launch_host_func(s, Box::new(|| {})).unwrap();
    rt.launch_host_func(s, Box::new(|| {})).unwrap();
    let graph = rt.stream_end_capture(s).unwrap();
    // The capture's graph kept the handle the capture information gave it.
    assert_eq!(graph, info.graph);
    assert!(rt.stream_capture_info(s).unwrap().is_none());
    let nodes = rt.graph_nodes(graph).unwrap();
    assert_eq!(info.dependencies, vec![nodes[0]]);
    assert_eq!(rt.graph_node_dependents(nodes[0]), Ok(vec![nodes[1]]));

    rt.graph_remove_dependencies(graph, &[nodes[0]], &[nodes[1]])
        .unwrap();
    assert_eq!(
        rt.graph_remove_dependencies(graph, &[nodes[0]], &[nodes[1]]),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(rt.graph_root_nodes(graph), Ok(vec![nodes[0], nodes[1]]));
    rt.graph_destroy_node(nodes[1]).unwrap();
    assert_eq!(rt.graph_nodes(graph), Ok(vec![nodes[0], nodes[2]]));
    assert_eq!(rt.graph_node_dependencies(nodes[2]), Ok(vec![]));
    assert_eq!(
        rt.graph_destroy_node(nodes[1]),
        Err(CudaError::InvalidValue)
    );
    assert_eq!(rt.graph_node_dependents(0x77), Err(CudaError::InvalidValue));
    assert!(rt.graph_dot(graph).unwrap().starts_with("digraph"));
}

/// `cudaMalloc` during a capture fails and breaks it, unless the capture is relaxed; a broken
/// capture reads as invalidated until it ends (measured).
#[test]
fn malloc_breaks_a_capture_that_is_not_relaxed() {
    use crate::abi::StreamCaptureStatus;
    let rt = runtime();
    let s = rt.stream_create(1, 0).unwrap();
    rt.stream_begin_capture(s, 0).unwrap();
    assert_eq!(rt.malloc(64), Err(CudaError::StreamCaptureUnsupported));
    assert_eq!(
        rt.stream_capture_status(s),
        Ok(StreamCaptureStatus::INVALIDATED)
    );
    assert_eq!(
        rt.stream_end_capture(s),
        Err(CudaError::StreamCaptureInvalidated)
    );
    assert_eq!(rt.stream_capture_status(s), Ok(StreamCaptureStatus::NONE));
    rt.stream_begin_capture(s, 2).unwrap();
    assert!(rt.malloc(64).is_ok());
    assert_eq!(rt.stream_capture_status(s), Ok(StreamCaptureStatus::ACTIVE));
    assert!(rt.stream_end_capture(s).is_ok());
}
