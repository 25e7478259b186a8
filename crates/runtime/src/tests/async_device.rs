//! The runtime over a backend that only issues work, as a GPU's does: waits go to the device,
//! faults surface where the host waits, and events take the device's stamps. The device here is
//! the CPU backend with the asynchronous backend's hooks scripted around it.

use crate::abi::flags::EVENT_DISABLE_TIMING;
use crate::abi::CudaError;
use crate::backend::cpu::CpuBackend;
use crate::backend::{
    ArrayShape, ArrayStorage, Backend, CopyDirection, DeviceProperties, FaultKind, KernelFault,
    LoadedModule, MemoryKind, TextureSpec,
};
use crate::Runtime;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

/// What the runtime asked of the device, and what the device will answer.
#[derive(Default)]
struct Script {
    /// The fault the next wait reports (once, as a GPU's first report; later waits report it
    /// again, which the runtime must not count twice).
    fault: Mutex<Option<FaultKind>>,
    busy: AtomicBool,
    waits: AtomicU32,
    event_waits: AtomicU32,
    /// Event handle → whether it was created for timing.
    events: Mutex<HashMap<u64, bool>>,
    /// Event handle → the device's stamp of its last record, in ms.
    stamps: Mutex<HashMap<u64, f32>>,
    destroyed: Mutex<Vec<u64>>,
    next_event: AtomicU32,
    /// The direction of every copy the runtime issued.
    copies: Mutex<Vec<CopyDirection>>,
}

struct AsyncDevice {
    cpu: CpuBackend,
    script: Arc<Script>,
}

impl AsyncDevice {
    fn fault(&self) -> Option<KernelFault> {
        let kind = (*self.script.fault.lock().unwrap())?;
        Some(KernelFault {
            kind,
            explanation: format!("scripted fault {kind:?}"),
        })
    }
}

impl Backend for AsyncDevice {
    fn name(&self) -> &'static str {
        "async-test"
    }
    fn properties(&self) -> &DeviceProperties {
        self.cpu.properties()
    }
    fn alloc(&self, size: usize, kind: MemoryKind) -> Option<u64> {
        self.cpu.alloc(size, kind)
    }
    fn free(&self, ptr: u64) -> bool {
        self.cpu.free(ptr)
    }
    fn allocation_of(&self, ptr: u64) -> Option<(u64, usize)> {
        self.cpu.allocation_of(ptr)
    }
    fn memory_usage(&self) -> (usize, usize) {
        self.cpu.memory_usage()
    }
    unsafe fn copy(&self, dst: u64, src: u64, len: usize, dir: CopyDirection) {
        self.script.copies.lock().unwrap().push(dir);
        // SAFETY: forwarded from the caller.
        unsafe { self.cpu.copy(dst, src, len, dir) }
    }
    unsafe fn memset(&self, dst: u64, fill: crate::backend::Fill, len: usize) {
        // SAFETY: forwarded from the caller.
        unsafe { self.cpu.memset(dst, fill, len) }
    }
    fn load_module(&self, image: &[u8]) -> Result<Box<dyn LoadedModule>, String> {
        self.cpu.load_module(image)
    }
    fn create_texture(&self, spec: &TextureSpec) -> Result<u64, String> {
        self.cpu.create_texture(spec)
    }
    fn destroy_texture(&self, handle: u64) {
        self.cpu.destroy_texture(handle)
    }
    fn create_surface(&self, storage: ArrayStorage, shape: &ArrayShape) -> Result<u64, String> {
        self.cpu.create_surface(storage, shape)
    }
    fn destroy_surface(&self, handle: u64) {
        self.cpu.destroy_surface(handle)
    }
    fn encode_tensor_map(&self, spec: &crate::backend::TensorMapSpec) -> Result<[u64; 16], String> {
        self.cpu.encode_tensor_map(spec)
    }

    fn launches_asynchronously(&self) -> bool {
        true
    }
    fn synchronize(&self) -> Option<KernelFault> {
        self.script.waits.fetch_add(1, Ordering::SeqCst);
        self.fault()
    }
    fn is_idle(&self) -> Result<bool, KernelFault> {
        match self.fault() {
            Some(f) => Err(f),
            None => Ok(!self.script.busy.load(Ordering::SeqCst)),
        }
    }
    fn create_event(&self, timing: bool) -> Option<u64> {
        let h = 0x1000 + self.script.next_event.fetch_add(1, Ordering::SeqCst) as u64;
        self.script.events.lock().unwrap().insert(h, timing);
        Some(h)
    }
    fn destroy_event(&self, event: u64) {
        self.script.destroyed.lock().unwrap().push(event);
    }
    fn record_event(&self, event: u64) -> Result<(), KernelFault> {
        // The device's clock: 2.5 ms further at every record, whatever the host does.
        let mut stamps = self.script.stamps.lock().unwrap();
        let now = 2.5 * (stamps.len() + 1) as f32;
        stamps.insert(event, now);
        Ok(())
    }
    fn query_event(&self, _event: u64) -> Result<bool, KernelFault> {
        self.is_idle()
    }
    fn synchronize_event(&self, _event: u64) -> Result<(), KernelFault> {
        self.script.event_waits.fetch_add(1, Ordering::SeqCst);
        self.fault().map_or(Ok(()), Err)
    }
    fn event_elapsed_ms(&self, start: u64, end: u64) -> Option<f32> {
        let events = self.script.events.lock().unwrap();
        if !events[&start] || !events[&end] {
            return None;
        }
        let stamps = self.script.stamps.lock().unwrap();
        Some(stamps.get(&end)? - stamps.get(&start)?)
    }
}

fn runtime() -> (Runtime, Arc<Script>) {
    let script = Arc::new(Script::default());
    let device = AsyncDevice {
        cpu: CpuBackend::with_capacity(16 << 20).expect("arena"),
        script: script.clone(),
    };
    (Runtime::with_backend(Arc::new(device)), script)
}

#[test]
fn device_faults_surface_where_the_host_waits_with_their_own_errors() {
    let cases = [
        (FaultKind::IllegalAddress, CudaError::IllegalAddress),
        (FaultKind::Assert, CudaError::Assert),
        (FaultKind::LaunchFailure, CudaError::LaunchFailure),
        (FaultKind::MisalignedAddress, CudaError::MisalignedAddress),
        (FaultKind::IllegalInstruction, CudaError::IllegalInstruction),
        (FaultKind::LaunchTimeout, CudaError::LaunchTimeout),
        (FaultKind::OutOfResources, CudaError::LaunchOutOfResources),
    ];
    for (kind, error) in cases {
        let (rt, script) = runtime();
        let d = rt.malloc(64).unwrap();
        *script.fault.lock().unwrap() = Some(kind);
        // Issuing work does not wait, so it cannot see the fault.
        rt.memset(d, 0, 64, None).unwrap();
        assert_eq!(rt.get_last_error(), CudaError::Success);
        assert_eq!(rt.device_synchronize(), Err(error), "{kind:?}");
        assert_eq!(rt.malloc(16), Err(error));
        assert_eq!(rt.get_last_error(), error);
    }
}

#[test]
fn every_host_wait_waits_for_the_device() {
    let (rt, script) = runtime();
    let d = rt.malloc(64).unwrap();
    let s = rt.stream_create(0, 0).unwrap();
    let waits = || script.waits.load(Ordering::SeqCst);

    let before = waits();
    rt.stream_synchronize(s).unwrap();
    assert!(waits() > before, "cudaStreamSynchronize");

    let before = waits();
    rt.device_synchronize().unwrap();
    assert!(waits() > before, "cudaDeviceSynchronize");

    let before = waits();
    super::write(&rt, d, &[7; 64]);
    assert!(waits() > before, "blocking cudaMemcpy");

    let before = waits();
    let seen = Arc::new(AtomicU32::new(0));
    let (sc, sn) = (script.clone(), seen.clone());
    rt.launch_host_func(
        s,
        Box::new(move || sn.store(sc.waits.load(Ordering::SeqCst), Ordering::SeqCst)),
    )
    .unwrap();
    rt.stream_synchronize(s).unwrap();
    assert!(
        seen.load(Ordering::SeqCst) > before,
        "a host function runs after the device work before it"
    );

    // A fault found by a host function's wait is reported at the next synchronisation.
    *script.fault.lock().unwrap() = Some(FaultKind::IllegalAddress);
    rt.launch_host_func(s, Box::new(|| panic!("skipped after a fault")))
        .unwrap();
    assert_eq!(rt.stream_synchronize(s), Err(CudaError::IllegalAddress));
}

#[test]
fn queries_ask_the_device() {
    let (rt, script) = runtime();
    let e = rt.event_create(0).unwrap();
    rt.event_record(e, 0, 0).unwrap();
    script.busy.store(true, Ordering::SeqCst);
    assert_eq!(rt.stream_query(0), Err(CudaError::NotReady));
    assert_eq!(rt.event_query(e), Err(CudaError::NotReady));
    script.busy.store(false, Ordering::SeqCst);
    assert_eq!(rt.stream_query(0), Ok(()));
    assert_eq!(rt.event_query(e), Ok(()));
    assert_eq!(rt.get_last_error(), CudaError::Success);
}

#[test]
fn events_are_the_devices_and_time_its_clock() {
    let (rt, script) = runtime();
    let (a, b) = (rt.event_create(0).unwrap(), rt.event_create(0).unwrap());
    let untimed = rt.event_create(EVENT_DISABLE_TIMING).unwrap();
    {
        let events = script.events.lock().unwrap();
        assert_eq!(events.len(), 3);
        assert_eq!(events.values().filter(|&&timing| timing).count(), 2);
    }
    rt.event_record(a, 0, 0).unwrap();
    rt.event_record(untimed, 0, 0).unwrap();
    rt.event_record(b, 0, 0).unwrap();
    rt.event_synchronize(b).unwrap();
    assert_eq!(script.event_waits.load(Ordering::SeqCst), 1);
    // The device stamped a at 2.5 ms and b at 7.5 ms, however long the host took.
    assert_eq!(rt.event_elapsed_time(a, b), Ok(5.0));
    assert_eq!(
        rt.event_elapsed_time(a, untimed),
        Err(CudaError::InvalidResourceHandle)
    );
    // A destroyed event's device event goes with it.
    rt.event_destroy(a).unwrap();
    assert_eq!(script.destroyed.lock().unwrap().len(), 1);
}

/// A pointer into a device allocation is copied as device memory whatever kind the call names,
/// as CUDA copies it under unified addressing (reading it on the host would fault on a GPU).
#[test]
fn device_pointers_are_copied_as_device_memory_whatever_the_kind() {
    use crate::copy::{MEMCPY_HOST_TO_DEVICE, MEMCPY_HOST_TO_HOST};
    let (rt, script) = runtime();
    let (a, b) = (rt.malloc(16).unwrap(), rt.malloc(16).unwrap());
    let mut host = [0u8; 16];
    // SAFETY: both device buffers hold 16 bytes, as does `host`.
    unsafe {
        rt.memcpy(a, b, 16, MEMCPY_HOST_TO_DEVICE).unwrap();
        rt.memcpy(host.as_mut_ptr() as u64, a, 16, MEMCPY_HOST_TO_HOST)
            .unwrap();
    }
    assert_eq!(
        *script.copies.lock().unwrap(),
        [CopyDirection::DeviceToDevice, CopyDirection::DeviceToHost]
    );
}
