//! The NVIDIA Management Library's query subset (`nvml.h`, `-lnvidia-ml`), for programs that
//! print the device's clocks or sample its power around their kernels.
//!
//! The first `nvmlInit` chooses where every call goes: on the NVIDIA backend to the system's
//! library ([`ManagementLib`]), which sees the machine's GPUs as NVIDIA's tools do; on the CPU
//! backend, or where the system has no such library, to the answers below, for the one device
//! the runtime reports. Those take what the device has from the runtime's properties, and
//! answer `NVML_ERROR_NOT_SUPPORTED` for what the runtime does not measure (power, energy,
//! temperature, fan, utilization, the PCIe link), as NVML does for a GPU without that sensor. Return codes, their strings and the
//! order of the checks (initialization, then arguments) are NVML's, measured on a GPU.
//!
//! NVML's errors are its own: nothing here changes the runtime API's last error.

use crate::rt;
use ferrocuda_nvidia::ManagementLib;
use ferrocuda_runtime::{parse_pci_bus_id, pci_address, DeviceStatus};
use std::ffi::{c_char, c_int, c_uint, c_ulonglong, c_void, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Mutex, OnceLock};

/// `nvmlReturn_t`.
type NvmlReturn = c_int;
/// `nvmlDevice_t`.
type NvmlDevice = *const c_void;

const SUCCESS: NvmlReturn = 0;
const UNINITIALIZED: NvmlReturn = 1;
const INVALID_ARGUMENT: NvmlReturn = 2;
const NOT_SUPPORTED: NvmlReturn = 3;
const NOT_FOUND: NvmlReturn = 6;
const INSUFFICIENT_SIZE: NvmlReturn = 7;
const DRIVER_NOT_LOADED: NvmlReturn = 9;
const FUNCTION_NOT_FOUND: NvmlReturn = 13;
const UNKNOWN: NvmlReturn = 999;

/// `nvmlErrorString`'s texts by code (NVML 13's, measured), from 0.
const ERROR_STRINGS: [&CStr; 31] = [
    c"Success",
    c"Uninitialized",
    c"Invalid Argument",
    c"Not Supported",
    c"Insufficient Permissions",
    c"Already Initialized",
    c"Not Found",
    c"Insufficient Size",
    c"Insufficient External Power",
    c"Driver Not Loaded",
    c"Timeout",
    c"Interrupt Request Issue",
    c"NVML Shared Library Not Found",
    c"Function Not Found",
    c"Corrupted infoROM",
    c"GPU is lost",
    c"GPU requires reset",
    c"GPU access blocked by the operating system",
    c"Driver/library version mismatch",
    c"In use by another client",
    c"Insufficient Memory",
    c"No data",
    c"vGPU ECC not supported",
    c"Insufficient Resources",
    c"Invalid Frequency",
    c"Argument version mismatch",
    c"Requested functionality has been deprecated",
    c"System is not in ready state",
    c"No supported GPUs were found",
    c"Resource not in correct state to perform requested operation",
    c"Reset type is not supported for given device",
];

/// Where calls go once the first `nvmlInit` has chosen.
enum Provider {
    /// The system's library, on the NVIDIA backend.
    System(ManagementLib),
    /// The runtime's answers for its device, with the number of `nvmlInit` calls not yet
    /// shut down.
    Runtime(Mutex<u32>),
}

static PROVIDER: OnceLock<Result<Provider, NvmlReturn>> = OnceLock::new();

/// Chooses the provider from the runtime's backend, once.
fn choose_provider() -> Result<&'static Provider, NvmlReturn> {
    let chosen = PROVIDER.get_or_init(|| {
        let status = catch_unwind(|| rt().device_status())
            .map_err(|_| UNKNOWN)?
            .map_err(|_| DRIVER_NOT_LOADED)?;
        let answers = || Provider::Runtime(Mutex::new(0));
        Ok(match status.backend {
            "nvidia" => ManagementLib::load().map_or_else(|_| answers(), Provider::System),
            _ => answers(),
        })
    });
    chosen.as_ref().map_err(|&e| e)
}

/// Calls the system library's function `name` through `call`, which gives its address the
/// function's signature; `NVML_ERROR_FUNCTION_NOT_FOUND` where the library has none.
fn forward(
    lib: &ManagementLib,
    name: &str,
    call: impl FnOnce(*const c_void) -> NvmlReturn,
) -> NvmlReturn {
    lib.function(name).map_or(FUNCTION_NOT_FOUND, call)
}

/// Runs one of the runtime's answers once NVML is initialized: a panic is `NVML_ERROR_UNKNOWN`.
fn answer(count: &Mutex<u32>, f: impl FnOnce() -> Result<(), NvmlReturn>) -> NvmlReturn {
    if *count.lock().unwrap_or_else(|e| e.into_inner()) == 0 {
        return UNINITIALIZED;
    }
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => SUCCESS,
        Ok(Err(e)) => e,
        Err(_) => UNKNOWN,
    }
}

/// Defines exports that the system library answers on the NVIDIA backend (the function of
/// the same name, whose C signature `nvml.h` gives both) and the body answers otherwise (the CPU
/// backend, or a system without that library); before any `nvmlInit` they are
/// `NVML_ERROR_UNINITIALIZED`.
macro_rules! nvml_functions {
    ($($name:ident($($arg:ident: $ty:ty),*) $body:block)*) => {$(
        #[no_mangle]
        pub unsafe extern "C" fn $name($($arg: $ty),*) -> NvmlReturn {
            match PROVIDER.get() {
                Some(Ok(Provider::System(lib))) => forward(lib, stringify!($name), |address| {
                    type Signature = unsafe extern "C" fn($($ty),*) -> NvmlReturn;
                    // SAFETY: the system library's function of this name has the signature
                    // nvml.h gives this one; the caller's contract is the same.
                    unsafe { std::mem::transmute::<*const c_void, Signature>(address)($($arg),*) }
                }),
                Some(Ok(Provider::Runtime(count))) => answer(count, || $body),
                _ => UNINITIALIZED,
            }
        }
    )*};
}

/// The handle of the runtime's device: the address of this static, which no other handle has.
static RUNTIME_DEVICE: u8 = 0;

fn device_handle() -> NvmlDevice {
    std::ptr::addr_of!(RUNTIME_DEVICE).cast()
}

/// The status of the runtime's device, if `device` is its handle.
fn runtime_device(device: NvmlDevice) -> Result<DeviceStatus, NvmlReturn> {
    if device != device_handle() {
        return Err(INVALID_ARGUMENT);
    }
    rt().device_status().map_err(|_| UNKNOWN)
}

/// Writes an output parameter.
///
/// # Safety
/// `p` must be null or valid for a write of `T`.
unsafe fn put<T>(p: *mut T, value: T) -> Result<(), NvmlReturn> {
    if p.is_null() {
        return Err(INVALID_ARGUMENT);
    }
    // SAFETY: non-null, and valid for writes by the caller's contract.
    unsafe { p.write(value) };
    Ok(())
}

/// Copies `text` and its terminating NUL into a caller's buffer of `length` bytes, which is
/// left untouched when `text` does not fit.
///
/// # Safety
/// `buffer` must be null or valid for `length` bytes of writes.
unsafe fn put_text(buffer: *mut c_char, length: c_uint, text: &str) -> Result<(), NvmlReturn> {
    if buffer.is_null() {
        return Err(INVALID_ARGUMENT);
    }
    if (length as usize) <= text.len() {
        return Err(INSUFFICIENT_SIZE);
    }
    // SAFETY: the buffer holds `length` bytes, more than the text, by the caller's contract.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr(), buffer.cast::<u8>(), text.len());
        buffer.add(text.len()).write(0);
    }
    Ok(())
}

/// Reads a caller's NUL-terminated argument.
///
/// # Safety
/// `text` must be null or a NUL-terminated string.
unsafe fn argument_text<'a>(text: *const c_char) -> Result<&'a str, NvmlReturn> {
    if text.is_null() {
        return Err(INVALID_ARGUMENT);
    }
    // SAFETY: non-null and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(text) }
        .to_str()
        .map_err(|_| INVALID_ARGUMENT)
}

/// The device's UUID as NVML writes it (`GPU-` and the 16 bytes in 8-4-4-4-12 groups), the
/// same bytes as `cudaDeviceProp::uuid`.
fn uuid_text(uuid: &[u8; 16]) -> String {
    let mut text = String::from("GPU-");
    for (i, byte) in uuid.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            text.push('-');
        }
        text.push_str(&format!("{byte:02x}"));
    }
    text
}

/// The driver version the runtime's answers report: ferrocuda's.
const DRIVER_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `nvmlProcessInfo_t` (version 3).
#[repr(C)]
pub struct ProcessInfo {
    pid: c_uint,
    used_gpu_memory: c_ulonglong,
    gpu_instance_id: c_uint,
    compute_instance_id: c_uint,
}

/// `nvmlPciInfo_t`.
#[repr(C)]
pub struct PciInfo {
    bus_id_legacy: [c_char; 16],
    domain: c_uint,
    bus: c_uint,
    device: c_uint,
    pci_device_id: c_uint,
    pci_sub_system_id: c_uint,
    bus_id: [c_char; 32],
}

/// `nvmlMemory_t`.
#[repr(C)]
pub struct Memory {
    total: c_ulonglong,
    free: c_ulonglong,
    used: c_ulonglong,
}

/// `nvmlMemory_v2_t`.
#[repr(C)]
pub struct MemoryV2 {
    version: c_uint,
    total: c_ulonglong,
    reserved: c_ulonglong,
    free: c_ulonglong,
    used: c_ulonglong,
}

/// `nvmlMemory_v2`, the version word a caller sets: the struct's size and 2 in the top byte.
const MEMORY_V2_VERSION: c_uint = (std::mem::size_of::<MemoryV2>() as c_uint) | (2 << 24);

/// A string into a fixed `char` array, NUL-padded.
fn c_array<const N: usize>(text: &str) -> [c_char; N] {
    let mut out = [0 as c_char; N];
    for (slot, byte) in out.iter_mut().zip(text.bytes().take(N - 1)) {
        *slot = byte as c_char;
    }
    out
}

/// `nvmlInit_v2`.
#[no_mangle]
pub extern "C" fn nvmlInit_v2() -> NvmlReturn {
    init(0)
}

/// `nvmlInit`, the name before versioned ones, for programs that look it up by name.
#[no_mangle]
pub extern "C" fn nvmlInit() -> NvmlReturn {
    init(0)
}

/// `nvmlInitWithFlags`: the flags change nothing for one device that is always there.
#[no_mangle]
pub extern "C" fn nvmlInitWithFlags(flags: c_uint) -> NvmlReturn {
    init(flags)
}

fn init(flags: c_uint) -> NvmlReturn {
    match choose_provider() {
        Ok(Provider::System(lib)) => forward(lib, "nvmlInitWithFlags", |f| {
            type Signature = unsafe extern "C" fn(c_uint) -> NvmlReturn;
            // SAFETY: NVML's `nvmlInitWithFlags(unsigned int)`.
            unsafe { std::mem::transmute::<*const c_void, Signature>(f)(flags) }
        }),
        Ok(Provider::Runtime(count)) => {
            *count.lock().unwrap_or_else(|e| e.into_inner()) += 1;
            SUCCESS
        }
        Err(e) => e,
    }
}

/// `nvmlShutdown`: ends one `nvmlInit`.
#[no_mangle]
pub extern "C" fn nvmlShutdown() -> NvmlReturn {
    match PROVIDER.get() {
        Some(Ok(Provider::System(lib))) => forward(lib, "nvmlShutdown", |f| {
            type Signature = unsafe extern "C" fn() -> NvmlReturn;
            // SAFETY: NVML's `nvmlShutdown(void)`.
            unsafe { std::mem::transmute::<*const c_void, Signature>(f)() }
        }),
        Some(Ok(Provider::Runtime(count))) => {
            let mut count = count.lock().unwrap_or_else(|e| e.into_inner());
            match *count {
                0 => UNINITIALIZED,
                _ => {
                    *count -= 1;
                    SUCCESS
                }
            }
        }
        _ => UNINITIALIZED,
    }
}

/// `nvmlErrorString`, answered before `nvmlInit` too.
#[no_mangle]
pub extern "C" fn nvmlErrorString(result: NvmlReturn) -> *const c_char {
    usize::try_from(result)
        .ok()
        .and_then(|i| ERROR_STRINGS.get(i))
        .copied()
        .unwrap_or(c"Unknown Error")
        .as_ptr()
}

nvml_functions! {
    nvmlSystemGetDriverVersion(version: *mut c_char, length: c_uint) {
        // SAFETY: the caller's buffer of `length` bytes.
        unsafe { put_text(version, length, DRIVER_VERSION) }
    }
    nvmlSystemGetNVMLVersion(version: *mut c_char, length: c_uint) {
        // SAFETY: as above.
        unsafe { put_text(version, length, &format!("13.{DRIVER_VERSION}")) }
    }
    nvmlSystemGetCudaDriverVersion(version: *mut c_int) {
        // SAFETY: the caller's output parameter.
        unsafe { put(version, ferrocuda_runtime::CUDA_VERSION) }
    }
    nvmlSystemGetCudaDriverVersion_v2(version: *mut c_int) {
        // SAFETY: as above.
        unsafe { put(version, ferrocuda_runtime::CUDA_VERSION) }
    }
    nvmlDeviceGetCount_v2(count: *mut c_uint) {
        // SAFETY: as above.
        unsafe { put(count, 1) }
    }
    nvmlDeviceGetHandleByIndex_v2(index: c_uint, device: *mut NvmlDevice) {
        if index != 0 {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: as above.
        unsafe { put(device, device_handle()) }
    }
    nvmlDeviceGetHandleByUUID(uuid: *const c_char, device: *mut NvmlDevice) {
        // SAFETY: the caller's NUL-terminated argument.
        let uuid = unsafe { argument_text(uuid) }?;
        let status = runtime_device(device_handle())?;
        if uuid != uuid_text(&status.props.uuid) {
            return Err(NOT_FOUND);
        }
        // SAFETY: the caller's output parameter.
        unsafe { put(device, device_handle()) }
    }
    nvmlDeviceGetHandleByPciBusId_v2(id: *const c_char, device: *mut NvmlDevice) {
        // SAFETY: the caller's NUL-terminated argument.
        let id = unsafe { argument_text(id) }?;
        let props = runtime_device(device_handle())?.props;
        if parse_pci_bus_id(id) != Some(pci_address(&props)) {
            return Err(NOT_FOUND);
        }
        // SAFETY: the caller's output parameter.
        unsafe { put(device, device_handle()) }
    }
    nvmlDeviceGetIndex(device: NvmlDevice, index: *mut c_uint) {
        runtime_device(device)?;
        // SAFETY: as above.
        unsafe { put(index, 0) }
    }
    nvmlDeviceGetName(device: NvmlDevice, name: *mut c_char, length: c_uint) {
        let status = runtime_device(device)?;
        // SAFETY: the caller's buffer of `length` bytes.
        unsafe { put_text(name, length, &status.props.name) }
    }
    nvmlDeviceGetUUID(device: NvmlDevice, uuid: *mut c_char, length: c_uint) {
        let status = runtime_device(device)?;
        // SAFETY: as above.
        unsafe { put_text(uuid, length, &uuid_text(&status.props.uuid)) }
    }
    nvmlDeviceGetSerial(device: NvmlDevice, _serial: *mut c_char, _length: c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetVbiosVersion(device: NvmlDevice, _version: *mut c_char, _length: c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetBrand(device: NvmlDevice, brand: *mut c_int) {
        runtime_device(device)?;
        // SAFETY: the caller's output parameter (`NVML_BRAND_UNKNOWN`).
        unsafe { put(brand, 0) }
    }
    nvmlDeviceGetMinorNumber(device: NvmlDevice, _minor: *mut c_uint) {
        // A minor number is that of a GPU's device file, which the runtime does not know.
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetPciInfo_v3(device: NvmlDevice, pci: *mut PciInfo) {
        let props = runtime_device(device)?.props;
        let [domain, bus, dev, _function] = pci_address(&props);
        let info = PciInfo {
            bus_id_legacy: c_array(&format!("{domain:04X}:{bus:02X}:{dev:02X}.0")),
            domain,
            bus,
            device: dev,
            pci_device_id: 0,
            pci_sub_system_id: 0,
            bus_id: c_array(&format!("{domain:08X}:{bus:02X}:{dev:02X}.0")),
        };
        // SAFETY: the caller's output parameter.
        unsafe { put(pci, info) }
    }
    nvmlDeviceGetCudaComputeCapability(device: NvmlDevice, major: *mut c_int, minor: *mut c_int) {
        let props = runtime_device(device)?.props;
        if major.is_null() || minor.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: the caller's output parameters, both non-null.
        unsafe {
            put(major, props.major as c_int)?;
            put(minor, props.minor as c_int)
        }
    }
    nvmlDeviceGetComputeMode(device: NvmlDevice, mode: *mut c_int) {
        runtime_device(device)?;
        // SAFETY: the caller's output parameter (`NVML_COMPUTEMODE_DEFAULT`, as the runtime's
        // `computeMode` says).
        unsafe { put(mode, 0) }
    }
    nvmlDeviceGetPersistenceMode(device: NvmlDevice, _mode: *mut c_int) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetEccMode(device: NvmlDevice, current: *mut c_int, pending: *mut c_int) {
        if !runtime_device(device)?.props.ecc_enabled {
            return Err(NOT_SUPPORTED);
        }
        if current.is_null() || pending.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: the caller's output parameters, both non-null.
        unsafe {
            put(current, 1)?;
            put(pending, 1)
        }
    }
    nvmlDeviceGetNumGpuCores(device: NvmlDevice, _cores: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetMemoryBusWidth(device: NvmlDevice, width: *mut c_uint) {
        let props = runtime_device(device)?.props;
        // SAFETY: the caller's output parameter.
        unsafe { put(width, props.memory_bus_width) }
    }
    nvmlDeviceGetMemoryInfo(device: NvmlDevice, memory: *mut Memory) {
        let (total, used) = memory_use(&runtime_device(device)?);
        let free = total - used;
        // SAFETY: the caller's output parameter.
        unsafe { put(memory, Memory { total, free, used }) }
    }
    nvmlDeviceGetMemoryInfo_v2(device: NvmlDevice, memory: *mut MemoryV2) {
        let (total, used) = memory_use(&runtime_device(device)?);
        if memory.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: non-null, and the caller's struct, whose version word it has set. Another
        // version is a function NVML does not have (measured).
        if unsafe { (*memory).version } != MEMORY_V2_VERSION {
            return Err(FUNCTION_NOT_FOUND);
        }
        let version = MEMORY_V2_VERSION;
        let free = total - used;
        // SAFETY: the caller's output parameter.
        unsafe { put(memory, MemoryV2 { version, total, reserved: 0, free, used }) }
    }
    nvmlDeviceGetBAR1MemoryInfo(device: NvmlDevice, _memory: *mut Memory) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetComputeRunningProcesses_v3(
        device: NvmlDevice,
        count: *mut c_uint,
        infos: *mut ProcessInfo
    ) {
        // The calling process, which holds the device's one context.
        let status = runtime_device(device)?;
        if count.is_null() {
            return Err(INVALID_ARGUMENT);
        }
        // SAFETY: non-null, valid for reads and writes by the caller's contract.
        let room = unsafe { count.read() };
        // SAFETY: as above.
        unsafe { count.write(1) };
        if room < 1 {
            return Err(INSUFFICIENT_SIZE);
        }
        let info = ProcessInfo {
            pid: std::process::id(),
            used_gpu_memory: status.memory_used as u64,
            gpu_instance_id: c_uint::MAX,
            compute_instance_id: c_uint::MAX,
        };
        // SAFETY: the caller's array of `room` entries.
        unsafe { put(infos, info) }
    }
    nvmlDeviceGetGraphicsRunningProcesses_v3(
        device: NvmlDevice,
        count: *mut c_uint,
        _infos: *mut ProcessInfo
    ) {
        runtime_device(device)?;
        // SAFETY: the caller's output parameter: the runtime knows of no process but this one,
        // whose use it does not count as NVML does.
        unsafe { put(count, 0) }
    }
    nvmlDeviceGetUtilizationRates(device: NvmlDevice, _utilization: *mut [c_uint; 2]) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetClockInfo(device: NvmlDevice, clock_type: c_int, clock: *mut c_uint) {
        // An unknown clock is "not supported" here and an invalid argument for the maximum
        // (measured).
        let mhz = clock_mhz(&runtime_device(device)?, clock_type).ok_or(NOT_SUPPORTED)?;
        // SAFETY: the caller's output parameter.
        unsafe { put(clock, mhz) }
    }
    nvmlDeviceGetMaxClockInfo(device: NvmlDevice, clock_type: c_int, clock: *mut c_uint) {
        let status = runtime_device(device)?;
        if !(0..CLOCK_COUNT).contains(&clock_type) {
            return Err(INVALID_ARGUMENT);
        }
        let mhz = clock_mhz(&status, clock_type).ok_or(NOT_SUPPORTED)?;
        // SAFETY: the caller's output parameter.
        unsafe { put(clock, mhz) }
    }
    nvmlDeviceGetApplicationsClock(device: NvmlDevice, _clock_type: c_int, _clock: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetPerformanceState(device: NvmlDevice, state: *mut c_int) {
        runtime_device(device)?;
        // SAFETY: the caller's output parameter (P0, the highest).
        unsafe { put(state, 0) }
    }
    nvmlDeviceGetPowerState(device: NvmlDevice, state: *mut c_int) {
        runtime_device(device)?;
        // SAFETY: as above.
        unsafe { put(state, 0) }
    }
    nvmlDeviceGetCurrentClocksEventReasons(device: NvmlDevice, _reasons: *mut c_ulonglong) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetCurrentClocksThrottleReasons(device: NvmlDevice, _reasons: *mut c_ulonglong) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetPowerUsage(device: NvmlDevice, _milliwatts: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetTotalEnergyConsumption(device: NvmlDevice, _millijoules: *mut c_ulonglong) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetPowerManagementMode(device: NvmlDevice, _mode: *mut c_int) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetPowerManagementLimit(device: NvmlDevice, _milliwatts: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetPowerManagementLimitConstraints(
        device: NvmlDevice,
        _min: *mut c_uint,
        _max: *mut c_uint
    ) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetEnforcedPowerLimit(device: NvmlDevice, _milliwatts: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetTemperature(device: NvmlDevice, sensor: c_int, _celsius: *mut c_uint) {
        runtime_device(device)?;
        // `NVML_TEMPERATURE_GPU` is the one sensor; another is refused (measured).
        match sensor {
            0 => Err(NOT_SUPPORTED),
            _ => Err(INVALID_ARGUMENT),
        }
    }
    nvmlDeviceGetFanSpeed(device: NvmlDevice, _percent: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetCurrPcieLinkGeneration(device: NvmlDevice, _generation: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetCurrPcieLinkWidth(device: NvmlDevice, _width: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetMaxPcieLinkGeneration(device: NvmlDevice, _generation: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
    nvmlDeviceGetMaxPcieLinkWidth(device: NvmlDevice, _width: *mut c_uint) {
        runtime_device(device).and(Err(NOT_SUPPORTED))
    }
}

/// The device's (total, used) memory in bytes.
fn memory_use(status: &DeviceStatus) -> (c_ulonglong, c_ulonglong) {
    let total = status.props.total_global_mem as c_ulonglong;
    (total, (status.memory_used as c_ulonglong).min(total))
}

/// `NVML_CLOCK_COUNT`: graphics, SM, memory and video clocks.
const CLOCK_COUNT: c_int = 4;

/// A clock of the runtime's device in MHz: the graphics and SM clocks are the rate device
/// code's `clock()` counts at, the memory clock the runtime's memory clock; it reports no video
/// clock.
fn clock_mhz(status: &DeviceStatus, clock_type: c_int) -> Option<c_uint> {
    match clock_type {
        0 | 1 => Some(status.props.clock_rate_khz / 1000),
        2 => Some(status.props.memory_clock_rate_khz / 1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuid_is_written_in_groups() {
        let uuid: [u8; 16] = std::array::from_fn(|i| i as u8 * 17);
        assert_eq!(uuid_text(&uuid), "GPU-00112233-4455-6677-8899-aabbccddeeff");
    }

    #[test]
    fn error_strings_by_code() {
        // SAFETY: the returned pointers are static NUL-terminated strings.
        let text = |code| {
            unsafe { CStr::from_ptr(nvmlErrorString(code)) }
                .to_str()
                .unwrap()
        };
        assert_eq!(text(SUCCESS), "Success");
        assert_eq!(text(25), "Argument version mismatch");
        assert_eq!(text(UNKNOWN), "Unknown Error");
        assert_eq!(text(-1), "Unknown Error");
    }
}
