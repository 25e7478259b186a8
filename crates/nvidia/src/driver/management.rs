//! The system's NVIDIA Management Library (`libnvidia-ml.so.1`), which ferrocuda's NVML
//! functions hand every call to on the NVIDIA backend.

use libloading::Library;
use std::ffi::c_void;

/// The loaded library. It stays loaded while this value lives.
pub struct ManagementLib {
    lib: Library,
}

impl ManagementLib {
    /// Loads `libnvidia-ml.so.1` (or, where only the linker name is installed,
    /// `libnvidia-ml.so`).
    pub fn load() -> Result<ManagementLib, String> {
        let mut first_error = None;
        for name in ["libnvidia-ml.so.1", "libnvidia-ml.so"] {
            // SAFETY: loading the management library runs its initialisers, which have no
            // preconditions.
            match unsafe { Library::new(name) } {
                Ok(lib) => return Ok(ManagementLib { lib }),
                Err(e) => {
                    first_error.get_or_insert(e.to_string());
                }
            }
        }
        Err(format!(
            "NVIDIA management library not found (libnvidia-ml.so.1): {}",
            first_error.unwrap_or_default()
        ))
    }

    /// The address of the function exported as `name`, if the library has it. A caller calls
    /// it only through the C signature NVML documents for that name.
    pub fn function(&self, name: &str) -> Option<*const c_void> {
        // SAFETY: the symbol is read as an address, not called; the library outlives `self`'s
        // borrow, and callers keep `self` alive while they use the address.
        unsafe { self.lib.get::<*const c_void>(name.as_bytes()) }
            .ok()
            .map(|symbol| *symbol)
            .filter(|address| !address.is_null())
    }
}
