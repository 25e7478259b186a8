use super::runtime;
use crate::abi::CudaError;

#[test]
fn last_error_is_per_thread_and_cleared_by_get() {
    let rt = runtime();
    assert_eq!(rt.set_device(3), Err(CudaError::InvalidDevice));
    assert_eq!(rt.peek_at_last_error(), CudaError::InvalidDevice);
    assert_eq!(rt.peek_at_last_error(), CudaError::InvalidDevice);
    std::thread::scope(|s| {
        s.spawn(|| assert_eq!(rt.get_last_error(), CudaError::Success));
    });
    assert_eq!(rt.get_last_error(), CudaError::InvalidDevice);
    assert_eq!(rt.get_last_error(), CudaError::Success);
    assert_eq!(rt.set_device(0), Ok(()));
    assert_eq!(rt.get_device(), Ok(0));
}

#[test]
fn faults_are_reported_at_synchronisation_and_stay() {
    let rt = runtime();
    let d = rt.malloc(16).unwrap();
    let ctx = rt.context().unwrap().clone();
    // A fault raised by device work, as a kernel would.
    let c = ctx.clone();
    rt.launch_host_func(
        0,
        Box::new(move || {
            c.faults.raise(CudaError::IllegalAddress);
        }),
    )
    .unwrap();
    // Work issued after the fault does not run.
    rt.memset(d, 1, 16, None).unwrap();
    ctx.wait_all();
    // Not yet observed: calls that do not synchronise still succeed.
    assert_eq!(rt.get_last_error(), CudaError::Success);
    assert!(rt.malloc(16).is_ok());
    assert_eq!(rt.device_synchronize(), Err(CudaError::IllegalAddress));
    // From now on, everything fails the same way; the last error is cleared as any is (CUDA 13),
    // and the next failing call sets it again.
    assert_eq!(rt.get_last_error(), CudaError::IllegalAddress);
    assert_eq!(rt.get_last_error(), CudaError::Success);
    assert_eq!(rt.malloc(16), Err(CudaError::IllegalAddress));
    assert_eq!(rt.peek_at_last_error(), CudaError::IllegalAddress);
    assert_eq!(rt.stream_create(0, 0), Err(CudaError::IllegalAddress));
    // Which device is current, how many there are and their fixed properties are still
    // answered, and a device there is not is refused as such (measured).
    assert_eq!(rt.device_count(), Ok(1));
    assert!(rt.device_properties(0).is_ok());
    assert_eq!(rt.get_device(), Ok(0));
    assert!(rt.device_attribute(1, 0).is_ok_and(|threads| threads > 0));
    assert_eq!(rt.peek_at_last_error(), CudaError::IllegalAddress);
    assert_eq!(rt.set_device(5), Err(CudaError::InvalidDevice));
    assert_eq!(rt.peek_at_last_error(), CudaError::InvalidDevice);
    // A reset destroys the context and with it the fault; the thread's last error stays
    // (measured).
    rt.device_reset().unwrap();
    assert_eq!(rt.get_last_error(), CudaError::InvalidDevice);
    assert_eq!(rt.get_last_error(), CudaError::Success);
    let d = rt.malloc(16).unwrap();
    rt.memset(d, 1, 16, None).unwrap();
    assert_eq!(super::read(&rt, d, 16), vec![1; 16]);
}

#[test]
fn no_device_backend_reports_no_device() {
    // The environment-selected runtime is process-wide; the selection logic is checked through
    // a runtime whose context creation failed the way an unavailable backend makes it fail.
    let rt = crate::Runtime::failing(CudaError::NoDevice);
    assert_eq!(rt.device_count(), Err(CudaError::NoDevice));
    assert_eq!(rt.malloc(4), Err(CudaError::NoDevice));
    assert_eq!(rt.get_last_error(), CudaError::NoDevice);
    assert_eq!(rt.runtime_version(), 13000);
}

#[test]
fn device_queries() {
    let rt = runtime();
    assert_eq!(rt.device_count(), Ok(1));
    let p = rt.device_properties(0).unwrap();
    assert_eq!(p.warp_size, 32);
    assert_eq!(
        rt.device_properties(1).err(),
        Some(CudaError::InvalidDevice)
    );
    assert_eq!(rt.device_attribute(10, 0), Ok(32));
    assert_eq!(rt.device_attribute(9999, 0), Err(CudaError::InvalidValue));
    assert_eq!(rt.get_limit(1), Ok(8650752));
    rt.set_limit(2, 64 << 20).unwrap();
    assert_eq!(rt.get_limit(2), Ok(64 << 20));
    assert_eq!(rt.set_limit(42, 1), Err(CudaError::InvalidValue));
    assert_eq!(rt.can_access_peer(0, 0), Ok(false));
    assert_eq!(
        rt.enable_peer_access(0, 0),
        Err(CudaError::PeerAccessUnsupported)
    );
    assert_eq!(rt.pci_bus_id(0).as_deref(), Ok("0000:00:00.0"));
    assert_eq!(rt.device_by_pci_bus_id("0000:00:00.0"), Ok(0));
    assert_eq!(rt.device_by_pci_bus_id("00:00.0"), Ok(0));
    assert_eq!(
        rt.device_by_pci_bus_id("0000:01:00.0"),
        Err(CudaError::InvalidDevice)
    );
    assert_eq!(
        rt.device_by_pci_bus_id("0000:00:00.1"),
        Err(CudaError::InvalidDevice)
    );
    assert_eq!(
        rt.device_by_pci_bus_id("0000"),
        Err(CudaError::InvalidValue)
    );
    rt.set_device_flags(0x4).unwrap();
    assert_eq!(rt.get_device_flags(), Ok(0x4 | 0x8));
    assert_eq!(rt.set_device_flags(0x3), Err(CudaError::InvalidValue));
}
