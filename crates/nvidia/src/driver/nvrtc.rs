//! NVRTC: CUDA C source to a CUBIN (or PTX) image, in one call.

use super::sys::{NvrtcLib, NvrtcProgram, NvrtcResult, NVRTC_SUCCESS};
use std::ffi::{c_char, CStr, CString};
use std::ptr;

/// What a compilation produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Output {
    /// Machine code for one real architecture (`sm_XY`): loads without a JIT step.
    Cubin,
    /// PTX, for a GPU newer than NVRTC knows: the driver compiles it when it is loaded.
    Ptx,
}

/// A program being compiled; destroyed when dropped, whatever happened.
struct Program<'a> {
    lib: &'a NvrtcLib,
    handle: NvrtcProgram,
}

impl Drop for Program<'_> {
    fn drop(&mut self) {
        // SAFETY: `handle` came from nvrtcCreateProgram and is destroyed exactly once, here.
        unsafe { (self.lib.fns.nvrtcDestroyProgram)(&mut self.handle) };
    }
}

impl NvrtcLib {
    fn error_text(&self, r: NvrtcResult) -> String {
        // SAFETY: nvrtcGetErrorString returns a static string for any value.
        let p = unsafe { (self.fns.nvrtcGetErrorString)(r) };
        if p.is_null() {
            return format!("NVRTC error {r}");
        }
        // SAFETY: a non-null result is a NUL-terminated static string.
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }

    fn check(&self, r: NvrtcResult, call: &str) -> Result<(), String> {
        if r == NVRTC_SUCCESS {
            Ok(())
        } else {
            Err(format!("{call} failed: {}", self.error_text(r)))
        }
    }

    /// NVRTC's (major, minor) version.
    pub fn version(&self) -> Result<(i32, i32), String> {
        let (mut major, mut minor) = (0, 0);
        // SAFETY: two valid out-pointers.
        let r = unsafe { (self.fns.nvrtcVersion)(&mut major, &mut minor) };
        self.check(r, "nvrtcVersion")?;
        Ok((major, minor))
    }

    /// The real architectures (`sm_XY` as `XY`) NVRTC can produce CUBINs for, when it says.
    pub fn supported_archs(&self) -> Option<Vec<i32>> {
        let f = self.archs.as_ref()?;
        let mut n = 0;
        // SAFETY: a valid out-pointer.
        if unsafe { (f.get_num)(&mut n) } != NVRTC_SUCCESS || n <= 0 || n > 4096 {
            return None;
        }
        let mut v = vec![0i32; n as usize];
        // SAFETY: `v` has room for the `n` values NVRTC just said it will write.
        if unsafe { (f.get)(v.as_mut_ptr()) } != NVRTC_SUCCESS {
            return None;
        }
        Some(v)
    }

    /// Compiles `source` with `options`. On failure the error is NVRTC's log. A PTX result
    /// keeps its terminating NUL, which `cuModuleLoadData` needs.
    pub fn compile(
        &self,
        source: &str,
        name: &str,
        options: &[String],
        output: Output,
    ) -> Result<Vec<u8>, String> {
        let src = CString::new(source).map_err(|_| "source contains a NUL byte".to_string())?;
        let name = CString::new(name).map_err(|_| "name contains a NUL byte".to_string())?;
        let opts: Vec<CString> = options
            .iter()
            .map(|o| CString::new(o.as_str()))
            .collect::<Result<_, _>>()
            .map_err(|_| "an option contains a NUL byte".to_string())?;
        let opt_ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
        let mut handle: NvrtcProgram = ptr::null_mut();
        // SAFETY: valid NUL-terminated strings that outlive the call; no headers.
        let r = unsafe {
            (self.fns.nvrtcCreateProgram)(
                &mut handle,
                src.as_ptr(),
                name.as_ptr(),
                0,
                ptr::null(),
                ptr::null(),
            )
        };
        self.check(r, "nvrtcCreateProgram")?;
        let prog = Program { lib: self, handle };
        // SAFETY: a live program and `opt_ptrs.len()` valid option strings.
        let compiled = unsafe {
            (self.fns.nvrtcCompileProgram)(prog.handle, opt_ptrs.len() as i32, opt_ptrs.as_ptr())
        };
        if compiled != NVRTC_SUCCESS {
            let log = self.log(&prog);
            return Err(format!("{}\n{}", self.error_text(compiled), log.trim_end()));
        }
        let (size_fn, get_fn, what) = match output {
            Output::Cubin => (
                self.fns.nvrtcGetCUBINSize,
                self.fns.nvrtcGetCUBIN,
                "nvrtcGetCUBIN",
            ),
            Output::Ptx => (
                self.fns.nvrtcGetPTXSize,
                self.fns.nvrtcGetPTX,
                "nvrtcGetPTX",
            ),
        };
        let mut size = 0usize;
        // SAFETY: a compiled program and a valid out-pointer.
        self.check(unsafe { size_fn(prog.handle, &mut size) }, what)?;
        if size == 0 {
            return Err(format!("{what} returned an empty image"));
        }
        let mut image = vec![0u8; size];
        // SAFETY: `image` has the `size` bytes NVRTC reported.
        self.check(
            unsafe { get_fn(prog.handle, image.as_mut_ptr() as *mut c_char) },
            what,
        )?;
        Ok(image)
    }

    fn log(&self, prog: &Program) -> String {
        let mut size = 0usize;
        // SAFETY: a live program and a valid out-pointer.
        let r = unsafe { (self.fns.nvrtcGetProgramLogSize)(prog.handle, &mut size) };
        if r != NVRTC_SUCCESS || size == 0 {
            return String::new();
        }
        let mut buf = vec![0u8; size];
        // SAFETY: `buf` has the `size` bytes NVRTC reported (the NUL included).
        let r =
            unsafe { (self.fns.nvrtcGetProgramLog)(prog.handle, buf.as_mut_ptr() as *mut c_char) };
        if r != NVRTC_SUCCESS {
            return String::new();
        }
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        String::from_utf8_lossy(&buf[..end]).into_owned()
    }
}
