//! The driver API's linker: `cuLinkCreate`, `cuLinkAddData`, `cuLinkAddFile`,
//! `cuLinkComplete` and `cuLinkDestroy` (with their `_v2` names), and the JIT options the
//! loader and the linker answer (log buffers, wall time).
//!
//! A link's inputs are device code as modules take it ([`DeviceCode`]). PTX inputs are
//! translated together into one program, so their kernels and variables end in one module (a
//! name two of them define is an error there, as the GPU's linker reports it); one ferrocuda
//! image is its own output, and images of relocatable device code are bundled to be linked
//! when the module loads, as the program's own are. PTX and images together, or images that
//! are not relocatable, are refused. An empty library (`libcudadevrt.a` of ferrocuda's
//! toolkit: the device runtime is built in) adds nothing, and a link of nothing makes a module
//! of nothing. The output is the module's text, which `cuModuleLoadData` takes, kept until the
//! link is destroyed. As CUDA's linker does, it writes the logs' lengths back into their
//! option values and the wall time, a `float` of milliseconds, into its own, and takes no input
//! once complete.

use crate::driver_api::{
    compile_ptx, cu_guard, device_code, module_name, need_context, out, CuResult, DeviceCode,
    Refusal, CUDA_ERROR_FILE_NOT_FOUND, CUDA_ERROR_INVALID_HANDLE, CUDA_ERROR_INVALID_IMAGE,
    CUDA_ERROR_INVALID_VALUE, PTX_DATA_NAME,
};
use crate::register::text;
use ferrocuda_frontend::image;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// `CUjit_option`s the loader and the linker answer.
const JIT_WALL_TIME: c_int = 2;
const JIT_INFO_LOG_BUFFER: c_int = 3;
const JIT_INFO_LOG_BUFFER_SIZE_BYTES: c_int = 4;
const JIT_ERROR_LOG_BUFFER: c_int = 5;
const JIT_ERROR_LOG_BUFFER_SIZE_BYTES: c_int = 6;

/// `CU_JIT_INPUT_LIBRARY`.
const JIT_INPUT_LIBRARY: c_int = 4;
/// The start of an `ar` archive, and all of an empty one.
const ARCHIVE_MAGIC: &[u8] = b"!<arch>\n";

/// A log buffer a program handed over: its address and the address of the option value that
/// holds its size (written back with the bytes used).
#[derive(Clone, Copy, Default)]
struct LogBuffer {
    buffer: usize,
    size_slot: usize,
}

impl LogBuffer {
    /// Writes `message` (cut to the buffer's size, NUL-terminated) and, if `report_size`, its
    /// length into the size's option value.
    fn write(&self, message: &str, report_size: bool) {
        if self.buffer == 0 || self.size_slot == 0 {
            return;
        }
        // SAFETY: the slot is an entry of the program's option values, valid while the call
        // (or, for a link, the link) lasts, by the API's contract.
        let slot = self.size_slot as *mut usize;
        let size = unsafe { slot.read() } & 0xffff_ffff;
        if size == 0 {
            return;
        }
        let n = message.len().min(size - 1);
        // SAFETY: the program's buffer holds `size` bytes; `n + 1 <= size`.
        unsafe {
            let buffer = self.buffer as *mut u8;
            std::ptr::copy_nonoverlapping(message.as_ptr(), buffer, n);
            buffer.add(n).write(0);
            if report_size {
                slot.write(n);
            }
        }
    }
}

/// The output options of a load or a link: its logs and the slot its wall time goes in.
#[derive(Clone, Copy, Default)]
pub(crate) struct JitOptions {
    info_log: LogBuffer,
    error_log: LogBuffer,
    /// Whether the logs' sizes are written back, as the linker does (a module's load leaves
    /// them as given).
    report_sizes: bool,
    /// The option value `CU_JIT_WALL_TIME` overwrites with a `float` of milliseconds.
    wall_time_slot: usize,
}

impl JitOptions {
    /// The options among `count` entries of `options` and `values`, for a link if `link`
    /// (else for a module's load).
    ///
    /// # Safety
    /// `options` and `values` are null or hold `count` entries each.
    pub(crate) unsafe fn read(
        count: c_uint,
        options: *const c_int,
        values: *const *mut c_void,
        link: bool,
    ) -> Self {
        let mut o = JitOptions {
            report_sizes: link,
            ..JitOptions::default()
        };
        if options.is_null() || values.is_null() {
            return o;
        }
        for i in 0..count as usize {
            // SAFETY: both arrays hold `count` entries by the caller's contract.
            let (option, slot) = unsafe { (*options.add(i), values.add(i)) };
            // SAFETY: as above.
            let value = unsafe { *slot } as usize;
            match option {
                JIT_WALL_TIME => o.wall_time_slot = slot as usize,
                JIT_INFO_LOG_BUFFER => o.info_log.buffer = value,
                JIT_INFO_LOG_BUFFER_SIZE_BYTES => o.info_log.size_slot = slot as usize,
                JIT_ERROR_LOG_BUFFER => o.error_log.buffer = value,
                JIT_ERROR_LOG_BUFFER_SIZE_BYTES => o.error_log.size_slot = slot as usize,
                _ => {}
            }
        }
        o
    }

    /// Writes the logs: nothing is compiled for the GPU here, so the information log is empty.
    pub(crate) fn write_logs(&self, error: &str) {
        self.info_log.write("", self.report_sizes);
        self.error_log.write(error, self.report_sizes);
    }

    fn write_wall_time(&self, since: Instant) {
        if self.wall_time_slot != 0 {
            let ms = since.elapsed().as_secs_f32() * 1000.0;
            // SAFETY: an entry of the program's option values (pointer-sized, so a `float`
            // fits at its start), valid while the link lasts.
            unsafe { (self.wall_time_slot as *mut f32).write(ms) };
        }
    }
}

/// A pending link: its inputs, what it has reported, and once complete its output.
struct LinkState {
    options: JitOptions,
    ptx: Vec<(String, String)>,
    images: Vec<Vec<u8>>,
    errors: String,
    /// The linked module as text, NUL-terminated.
    output: Option<Vec<u8>>,
}

impl LinkState {
    /// Reports `refusal` in the error log (and on stderr) and answers its code.
    fn refuse(&mut self, refusal: Refusal) -> CuResult {
        self.errors.push_str(&refusal.message);
        self.errors.push('\n');
        self.options.write_logs(&self.errors);
        refusal.report()
    }

    fn add(&mut self, kind: c_int, bytes: &[u8], name: &str) -> Result<(), CuResult> {
        if self.output.is_some() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        if kind == JIT_INPUT_LIBRARY || bytes.starts_with(ARCHIVE_MAGIC) {
            return match bytes == ARCHIVE_MAGIC {
                true => Ok(()),
                false => Err(self.refuse(Refusal::new(
                    CUDA_ERROR_INVALID_IMAGE,
                    format!(
                        "cannot link the library {name}: only ferrocuda's empty device \
                         runtime library is supported"
                    ),
                ))),
            };
        }
        match device_code(bytes) {
            Ok(DeviceCode::Image(image)) => self.images.push(image),
            Ok(DeviceCode::Ptx(ptx)) => {
                // Translated now so that a damaged module is reported where it is added.
                if let Err(e) = ferrocuda_frontend::ptx::to_cuda(&[(name, &ptx)]) {
                    return Err(self.refuse(Refusal::invalid_ptx(&e)));
                }
                self.ptx.push((name.to_string(), ptx));
            }
            Err(refusal) => return Err(self.refuse(refusal)),
        }
        Ok(())
    }

    /// The linked module's image.
    fn link(&mut self) -> Result<Vec<u8>, Refusal> {
        let refused = |message: &str| Refusal::new(CUDA_ERROR_INVALID_IMAGE, message.into());
        match (self.ptx.is_empty(), self.images.as_slice()) {
            // A link of nothing makes a module of nothing, as CUDA's does.
            (true, []) => compile_ptx(&[]),
            (false, []) => {
                let modules: Vec<(&str, &str)> = self
                    .ptx
                    .iter()
                    .map(|(n, t)| (n.as_str(), t.as_str()))
                    .collect();
                compile_ptx(&modules)
            }
            (true, [one]) => Ok(one.clone()),
            (true, images) if images.iter().all(|i| image::is_relocatable(i)) => {
                let members: Vec<&[u8]> = images.iter().map(Vec::as_slice).collect();
                Ok(image::bundle(&members))
            }
            (true, _) => Err(refused(
                "cannot link device code that is not relocatable with other device code \
                 (build it with -rdc=true)",
            )),
            (false, _) => Err(refused(
                "cannot link PTX with ferrocuda device code: give the linker one kind",
            )),
        }
    }
}

/// The pending links, by handle.
fn links() -> &'static Mutex<HashMap<usize, LinkState>> {
    static LINKS: OnceLock<Mutex<HashMap<usize, LinkState>>> = OnceLock::new();
    LINKS.get_or_init(Default::default)
}

/// Runs `f` on the link `state` names.
fn with_link<T>(
    state: *mut c_void,
    f: impl FnOnce(&mut LinkState) -> Result<T, CuResult>,
) -> Result<T, CuResult> {
    let mut links = links().lock().unwrap_or_else(|e| e.into_inner());
    let link = links
        .get_mut(&(state as usize))
        .ok_or(CUDA_ERROR_INVALID_HANDLE)?;
    f(link)
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkCreate(
    count: c_uint,
    options: *const c_int,
    values: *const *mut c_void,
    state: *mut *mut c_void,
) -> CuResult {
    cu_guard(|| {
        need_context()?;
        if state.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // Handles are not addresses: a destroyed link's handle names nothing afterwards.
        static NEXT: Mutex<usize> = Mutex::new(0x11_0000);
        let handle = {
            let mut next = NEXT.lock().unwrap_or_else(|e| e.into_inner());
            *next += 0x10;
            *next
        };
        let link = LinkState {
            // SAFETY: the caller passes `count` options and values, valid while the link lasts.
            options: unsafe { JitOptions::read(count, options, values, true) },
            ptx: Vec::new(),
            images: Vec::new(),
            errors: String::new(),
            output: None,
        };
        links()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(handle, link);
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { out(state, handle as *mut c_void) }
    })
}

/// `cuLinkAddData`: the input's own options change nothing. A link takes no input once
/// complete.
#[no_mangle]
pub unsafe extern "C" fn cuLinkAddData(
    state: *mut c_void,
    kind: c_int,
    data: *const c_void,
    size: usize,
    name: *const c_char,
    _count: c_uint,
    _options: *const c_int,
    _values: *const *mut c_void,
) -> CuResult {
    cu_guard(|| {
        if data.is_null() || size == 0 {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: the caller passes `size` readable bytes.
        let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), size) };
        // SAFETY: the caller passes a NUL-terminated name or null.
        let name = unsafe { text(name) }.unwrap_or_else(|| PTX_DATA_NAME.to_string());
        with_link(state, |link| link.add(kind, bytes, &name))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkAddFile(
    state: *mut c_void,
    kind: c_int,
    path: *const c_char,
    _count: c_uint,
    _options: *const c_int,
    _values: *const *mut c_void,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a NUL-terminated path or null.
        let path = unsafe { text(path) }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        let name = module_name(&path);
        with_link(state, |link| {
            let bytes = std::fs::read(&path).map_err(|e| {
                link.refuse(Refusal::new(
                    CUDA_ERROR_FILE_NOT_FOUND,
                    format!("cannot read {path}: {e}"),
                ))
            })?;
            link.add(kind, &bytes, &name)
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkComplete(
    state: *mut c_void,
    module: *mut *mut c_void,
    size: *mut usize,
) -> CuResult {
    cu_guard(|| {
        if module.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        with_link(state, |link| {
            let start = Instant::now();
            if link.output.is_some() {
                return Err(CUDA_ERROR_INVALID_VALUE);
            }
            let image = link.link().map_err(|r| link.refuse(r))?;
            let mut text = image::to_text(&image).into_bytes();
            text.push(0);
            link.options.write_logs(&link.errors);
            link.options.write_wall_time(start);
            let output = link.output.insert(text);
            // SAFETY: checked non-null; writable by the caller's contract.
            unsafe { module.write(output.as_ptr() as *mut c_void) };
            if !size.is_null() {
                // SAFETY: non-null, writable by the caller's contract.
                unsafe { size.write(output.len()) };
            }
            Ok(())
        })
    })
}

#[no_mangle]
pub extern "C" fn cuLinkDestroy(state: *mut c_void) -> CuResult {
    cu_guard(|| {
        let mut links = links().lock().unwrap_or_else(|e| e.into_inner());
        links
            .remove(&(state as usize))
            .map(drop)
            .ok_or(CUDA_ERROR_INVALID_HANDLE)
    })
}

versioned_names! {
    cuLinkCreate_v2 => cuLinkCreate(count: c_uint, options: *const c_int, values: *const *mut c_void, state: *mut *mut c_void);
    cuLinkAddData_v2 => cuLinkAddData(state: *mut c_void, kind: c_int, data: *const c_void, size: usize, name: *const c_char, count: c_uint, options: *const c_int, values: *const *mut c_void);
    cuLinkAddFile_v2 => cuLinkAddFile(state: *mut c_void, kind: c_int, path: *const c_char, count: c_uint, options: *const c_int, values: *const *mut c_void);
}
