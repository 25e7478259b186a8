//! NVRTC, CUDA's run-time compiler (`nvrtc.h`, `-lnvrtc`), over ferrocuda's own device
//! compiler ([`ferrocuda_runtime::program`]): a program is CUDA C source with its in-memory
//! headers; compiling it gives a device image, handed out as text as both "PTX" and "CUBIN",
//! which `cuModuleLoadData` loads on either backend.
//!
//! Name expressions (`nvrtcAddNameExpression("saxpy<float>")`) that name a kernel template's
//! instance make it part of the compiled code, and each lowers to its kernel's mangled name
//! (`_Z5saxpyIfEvPT_`), as NVRTC's do; one the front end cannot mangle (or that names
//! something other than a kernel) lowers to the expression as written, without spaces around
//! it and without a leading `&`, which `cuModuleGetFunction` takes too.

use crate::driver_functions::template_instance;
use crate::register::text;
use ferrocuda_frontend::image;
use ferrocuda_runtime::program::{compile_program, ProgramOptions};
use std::ffi::{c_char, c_int, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

/// `nvrtcResult`.
type NvrtcResult = c_int;

const NVRTC_SUCCESS: NvrtcResult = 0;
const NVRTC_ERROR_INVALID_INPUT: NvrtcResult = 3;
const NVRTC_ERROR_INVALID_PROGRAM: NvrtcResult = 4;
const NVRTC_ERROR_INVALID_OPTION: NvrtcResult = 5;
const NVRTC_ERROR_COMPILATION: NvrtcResult = 6;
const NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION: NvrtcResult = 8;
const NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION: NvrtcResult = 9;
const NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID: NvrtcResult = 10;
const NVRTC_ERROR_INTERNAL_ERROR: NvrtcResult = 11;

/// `nvrtcGetErrorString`'s texts, which are the enumerators' names, by number.
const RESULT_NAMES: &[&std::ffi::CStr] = &[
    c"NVRTC_SUCCESS",
    c"NVRTC_ERROR_OUT_OF_MEMORY",
    c"NVRTC_ERROR_PROGRAM_CREATION_FAILURE",
    c"NVRTC_ERROR_INVALID_INPUT",
    c"NVRTC_ERROR_INVALID_PROGRAM",
    c"NVRTC_ERROR_INVALID_OPTION",
    c"NVRTC_ERROR_COMPILATION",
    c"NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
    c"NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION",
    c"NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION",
    c"NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID",
    c"NVRTC_ERROR_INTERNAL_ERROR",
    c"NVRTC_ERROR_TIME_FILE_WRITE_FAILED",
    c"NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED",
    c"NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED",
    c"NVRTC_ERROR_PCH_CREATE",
    c"NVRTC_ERROR_CANCELLED",
    c"NVRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED",
];

/// An `nvrtcProgram`: what `nvrtcCreateProgram` was given, then what compiling made.
pub struct Program {
    source: String,
    name: String,
    /// In-memory headers: the name `#include` uses, and the text.
    headers: Vec<(String, Vec<u8>)>,
    name_expressions: Vec<String>,
    /// The log of the last compilation (NUL-free text).
    log: CString,
    /// The device image as text, once compiled.
    code: Option<CString>,
    /// Each name expression with its lowered name, once compiled.
    lowered: Vec<(String, CString)>,
    /// Compiled for a virtual architecture (`compute_90`): there is PTX but no CUBIN.
    virtual_code_only: bool,
}

/// Runs an export's body; a panic is `NVRTC_ERROR_INTERNAL_ERROR`.
fn nvrtc_guard(f: impl FnOnce() -> Result<(), NvrtcResult>) -> NvrtcResult {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => NVRTC_SUCCESS,
        Ok(Err(e)) => e,
        Err(_) => NVRTC_ERROR_INTERNAL_ERROR,
    }
}

/// The program behind a handle.
///
/// # Safety
/// `prog` must be null or a handle `nvrtcCreateProgram` made and `nvrtcDestroyProgram` has not
/// destroyed, used by one thread at a time (as NVRTC requires).
unsafe fn program<'a>(prog: *mut Program) -> Result<&'a mut Program, NvrtcResult> {
    // SAFETY: forwarded from the caller.
    unsafe { prog.as_mut() }.ok_or(NVRTC_ERROR_INVALID_PROGRAM)
}

/// Copies `s` with its NUL into the caller's buffer.
///
/// # Safety
/// `buf` must be null or hold `s`'s bytes and its NUL.
unsafe fn copy_out(s: &CString, buf: *mut c_char) -> Result<(), NvrtcResult> {
    if buf.is_null() {
        return Err(NVRTC_ERROR_INVALID_INPUT);
    }
    let bytes = s.as_bytes_with_nul();
    // SAFETY: the caller sized the buffer with the matching `...Size` call.
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), buf.cast::<u8>(), bytes.len()) };
    Ok(())
}

/// Writes a size output.
///
/// # Safety
/// `p` must be null or writable.
unsafe fn size_out(p: *mut usize, s: &CString) -> Result<(), NvrtcResult> {
    // SAFETY: forwarded from the caller.
    let p = unsafe { p.as_mut() }.ok_or(NVRTC_ERROR_INVALID_INPUT)?;
    *p = s.as_bytes_with_nul().len();
    Ok(())
}

#[no_mangle]
pub extern "C" fn nvrtcGetErrorString(result: NvrtcResult) -> *const c_char {
    usize::try_from(result)
        .ok()
        .and_then(|i| RESULT_NAMES.get(i))
        .unwrap_or(&c"NVRTC_ERROR unknown")
        .as_ptr()
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcVersion(major: *mut c_int, minor: *mut c_int) -> NvrtcResult {
    if major.is_null() || minor.is_null() {
        return NVRTC_ERROR_INVALID_INPUT;
    }
    let version = ferrocuda_runtime::CUDA_VERSION;
    // SAFETY: both checked non-null; writable by the caller's contract.
    unsafe {
        major.write(version / 1000);
        minor.write(version % 1000 / 10);
    }
    NVRTC_SUCCESS
}

/// The architectures `nvrtcGetSupportedArchs` lists: CUDA 13.0's NVRTC's (measured). Code
/// for any of them is what ferrocuda makes for the device at hand.
const SUPPORTED_ARCHS: [c_int; 12] = [75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121];

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetNumSupportedArchs(count: *mut c_int) -> NvrtcResult {
    if count.is_null() {
        return NVRTC_ERROR_INVALID_INPUT;
    }
    // SAFETY: checked non-null; writable by the caller's contract.
    unsafe { count.write(SUPPORTED_ARCHS.len() as c_int) };
    NVRTC_SUCCESS
}

/// `nvrtcGetSupportedArchs`: into an array of `nvrtcGetNumSupportedArchs` entries.
#[no_mangle]
pub unsafe extern "C" fn nvrtcGetSupportedArchs(archs: *mut c_int) -> NvrtcResult {
    if archs.is_null() {
        return NVRTC_ERROR_INVALID_INPUT;
    }
    // SAFETY: checked non-null; the caller's array holds as many entries as the count says.
    unsafe {
        std::ptr::copy_nonoverlapping(SUPPORTED_ARCHS.as_ptr(), archs, SUPPORTED_ARCHS.len())
    };
    NVRTC_SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcCreateProgram(
    prog: *mut *mut Program,
    source: *const c_char,
    name: *const c_char,
    header_count: c_int,
    headers: *const *const c_char,
    include_names: *const *const c_char,
) -> NvrtcResult {
    nvrtc_guard(|| {
        if prog.is_null() {
            return Err(NVRTC_ERROR_INVALID_PROGRAM);
        }
        if header_count < 0 {
            return Err(NVRTC_ERROR_INVALID_INPUT);
        }
        // SAFETY: the caller passes NUL-terminated strings or nulls.
        let source = unsafe { text(source) }.ok_or(NVRTC_ERROR_INVALID_INPUT)?;
        // SAFETY: as above.
        let name = unsafe { text(name) }.unwrap_or_else(|| "default_program".into());
        let mut in_memory = Vec::new();
        if header_count > 0 {
            if headers.is_null() || include_names.is_null() {
                return Err(NVRTC_ERROR_INVALID_INPUT);
            }
            for i in 0..header_count as usize {
                // SAFETY: both arrays hold `header_count` strings by the function's contract.
                let (h, n) = unsafe { (text(*headers.add(i)), text(*include_names.add(i))) };
                in_memory.push((
                    n.ok_or(NVRTC_ERROR_INVALID_INPUT)?,
                    h.unwrap_or_default().into_bytes(),
                ));
            }
        }
        let p = Box::new(Program {
            source,
            name,
            headers: in_memory,
            name_expressions: Vec::new(),
            log: CString::default(),
            code: None,
            lowered: Vec::new(),
            virtual_code_only: false,
        });
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { prog.write(Box::into_raw(p)) };
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcDestroyProgram(prog: *mut *mut Program) -> NvrtcResult {
    nvrtc_guard(|| {
        // SAFETY: the caller passes a pointer to a handle, or null.
        let handle = unsafe { prog.as_mut() }.ok_or(NVRTC_ERROR_INVALID_PROGRAM)?;
        if handle.is_null() {
            return Err(NVRTC_ERROR_INVALID_PROGRAM);
        }
        // SAFETY: a handle `nvrtcCreateProgram` made, destroyed once.
        drop(unsafe { Box::from_raw(*handle) });
        *handle = std::ptr::null_mut();
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcAddNameExpression(
    prog: *mut Program,
    expr: *const c_char,
) -> NvrtcResult {
    nvrtc_guard(|| {
        // SAFETY: forwarded from the caller.
        let p = unsafe { program(prog) }?;
        if p.code.is_some() {
            return Err(NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION);
        }
        // SAFETY: the caller passes a NUL-terminated string or null.
        let expr = unsafe { text(expr) }.ok_or(NVRTC_ERROR_INVALID_INPUT)?;
        p.name_expressions.push(expr);
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetLoweredName(
    prog: *mut Program,
    expr: *const c_char,
    lowered: *mut *const c_char,
) -> NvrtcResult {
    nvrtc_guard(|| {
        // SAFETY: forwarded from the caller.
        let p = unsafe { program(prog) }?;
        // SAFETY: the caller passes a NUL-terminated string or null.
        let expr = unsafe { text(expr) }.ok_or(NVRTC_ERROR_INVALID_INPUT)?;
        if p.code.is_none() {
            // SAFETY: the caller passes a writable pointer or null.
            if let Some(out) = unsafe { lowered.as_mut() } {
                *out = std::ptr::null();
            }
            return Err(NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION);
        }
        let found = p.lowered.iter().find(|(e, _)| *e == expr);
        let (_, name) = found.ok_or(NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID)?;
        // SAFETY: the caller passes a writable pointer or null.
        let out = unsafe { lowered.as_mut() }.ok_or(NVRTC_ERROR_INVALID_INPUT)?;
        // The text lives as long as the program, as NVRTC's does.
        *out = name.as_ptr();
        Ok(())
    })
}

/// The Itanium C++ ABI's name of the variable `qualified` (`b::c::d` is `_ZN1b1c1dE`); a
/// variable of the global namespace keeps its name.
fn mangled_variable_name(qualified: &str) -> String {
    let parts: Vec<&str> = qualified.trim_start_matches("::").split("::").collect();
    match parts.as_slice() {
        [name] => name.to_string(),
        _ => {
            let nested: String = parts.iter().map(|p| format!("{}{p}", p.len())).collect();
            format!("_ZN{nested}E")
        }
    }
}

/// A name expression as `cuModuleGetFunction` takes it: `&ns::k<int>` is `ns::k<int>`.
fn lowered_name(expr: &str) -> String {
    expr.trim().trim_start_matches('&').trim().to_string()
}

/// The options NVRTC documents, applied to `opts`; an unknown or malformed one is named in the
/// error.
fn apply_option(opts: &mut ProgramOptions, option: &str) -> Result<(), String> {
    let (key, value) = match option.split_once('=') {
        Some((k, v)) => (k, Some(v)),
        None => (option, None),
    };
    let flag = |v: Option<&str>| match v {
        None | Some("true") => Ok(true),
        Some("false") => Ok(false),
        Some(other) => Err(format!("invalid value '{other}' for option '{key}'")),
    };
    match key {
        // Code for the device at hand is what ferrocuda makes whatever is asked for.
        "-arch"
        | "--gpu-architecture"
        | "-G"
        | "--device-debug"
        | "-lineinfo"
        | "--generate-line-info"
        | "-Xptxas"
        | "--ptxas-options"
        | "-maxrregcount"
        | "--maxrregcount"
        | "-prec-div"
        | "--prec-div"
        | "-prec-sqrt"
        | "--prec-sqrt"
        | "-dopt"
        | "--dopt"
        | "-w"
        | "--disable-warnings"
        | "-extended-lambda"
        | "--extended-lambda"
        | "-expt-extended-lambda"
        | "--expt-extended-lambda"
        | "-extra-device-vectorization"
        | "--extra-device-vectorization"
        | "-restrict"
        | "--restrict"
        | "-builtin-move-forward"
        | "--builtin-move-forward"
        | "-builtin-initializer-list"
        | "--builtin-initializer-list"
        | "-time"
        | "--time"
        | "-minimal"
        | "--minimal"
        | "-split-compile"
        | "--split-compile"
        | "-Wreorder"
        | "--Wreorder"
        | "-err-no"
        | "--display-error-number"
        | "-no-err-no"
        | "--no-display-error-number"
        // Link-time optimization and whole-program modes change what a GPU's linker may do,
        // diagnostics' numbers what the log shows; `__int128` is always there.
        | "-dlto"
        | "--dlink-time-opt"
        | "-ewp"
        | "--extensible-whole-program"
        | "-diag-suppress"
        | "--diag-suppress"
        | "-diag-error"
        | "--diag-error"
        | "-diag-warn"
        | "--diag-warn"
        | "-opt-info"
        | "--optimization-info"
        | "-no-source-include"
        | "--no-source-include"
        | "-device-int128"
        | "--device-int128"
        | "-fdevice-syntax-only"
        | "--fdevice-syntax-only" => Ok(()),
        "-include" | "--pre-include" => {
            let header = value.filter(|v| !v.is_empty());
            let header = header.ok_or_else(|| format!("option '{key}' needs a header"))?;
            opts.pre_includes.push(header.to_string());
            Ok(())
        }
        "-fmad" | "--fmad" => {
            opts.fmad = flag(value)?;
            Ok(())
        }
        "-ftz" | "--ftz" => {
            opts.ftz = Some(flag(value)?);
            Ok(())
        }
        "-use_fast_math" | "--use_fast_math" => {
            opts.fast_math = true;
            Ok(())
        }
        "-expt-relaxed-constexpr" | "--expt-relaxed-constexpr" => {
            opts.relaxed_constexpr = true;
            Ok(())
        }
        "-rdc" | "--relocatable-device-code" => {
            opts.relocatable = flag(value)?;
            Ok(())
        }
        "-std" | "--std" => {
            opts.cplusplus = Some(match value {
                Some("c++03" | "c++11") => 201103,
                Some("c++14") => 201402,
                Some("c++17") => 201703,
                Some("c++20") => 202002,
                _ => return Err(format!("invalid value for option '{key}'")),
            });
            Ok(())
        }
        _ if option.starts_with("-I") || option.starts_with("--include-path=") => {
            let dir = option
                .strip_prefix("--include-path=")
                .unwrap_or(&option[2..]);
            opts.include_dirs.push(PathBuf::from(dir));
            Ok(())
        }
        _ if option.starts_with("-D") || option.starts_with("--define-macro=") => {
            let def = option
                .strip_prefix("--define-macro=")
                .unwrap_or(&option[2..]);
            let (name, value) = def.split_once('=').unwrap_or((def, "1"));
            opts.defines.push((name.to_string(), value.to_string()));
            Ok(())
        }
        _ => Err(format!("unsupported option '{option}'")),
    }
}

/// A log line, as the program sees it, from text that may hold a NUL byte.
fn c_text(s: String) -> CString {
    CString::new(s.replace('\0', " ")).unwrap_or_default()
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcCompileProgram(
    prog: *mut Program,
    option_count: c_int,
    options: *const *const c_char,
) -> NvrtcResult {
    nvrtc_guard(|| {
        // SAFETY: forwarded from the caller.
        let p = unsafe { program(prog) }?;
        if option_count < 0 {
            return Err(NVRTC_ERROR_INVALID_INPUT);
        }
        if option_count > 0 && options.is_null() {
            return Err(NVRTC_ERROR_INVALID_OPTION);
        }
        let mut opts = ProgramOptions {
            name: p.name.clone(),
            ..ProgramOptions::default()
        };
        let mut words = Vec::new();
        for i in 0..option_count as usize {
            // SAFETY: the array holds `option_count` strings by the function's contract.
            words.push(unsafe { text(*options.add(i)) }.ok_or(NVRTC_ERROR_INVALID_OPTION)?);
        }
        let mut words = words.into_iter();
        p.virtual_code_only = false;
        while let Some(mut option) = words.next() {
            // `-D` and `-I` may take their value as the next option, as on nvcc's command line,
            // and so may `-include`.
            if matches!(option.as_str(), "-D" | "-I") {
                option += &words.next().unwrap_or_default();
            } else if option == "-include" {
                option = format!("-include={}", words.next().unwrap_or_default());
            }
            let arch = option
                .strip_prefix("--gpu-architecture=")
                .or_else(|| option.strip_prefix("-arch="));
            p.virtual_code_only |= arch.is_some_and(|a| a.starts_with("compute_"));
            if let Err(why) = apply_option(&mut opts, &option) {
                p.log = c_text(format!("nvrtc: error: {why}\n"));
                return Err(NVRTC_ERROR_INVALID_OPTION);
            }
        }
        opts.headers = p.headers.clone();
        let written: Vec<String> = p.name_expressions.iter().map(|e| lowered_name(e)).collect();
        opts.instances = written
            .iter()
            .filter_map(|w| template_instance(w))
            .map(|(kernel, args)| (kernel.to_string(), args.to_string()))
            .collect();
        match compile_program(&p.source, &opts) {
            Ok(compiled) => {
                p.log = c_text(compiled.warnings);
                p.code = Some(c_text(image::to_text(&compiled.image)));
                let mut instance_symbols = compiled.instance_symbols.into_iter();
                let mut lowered = Vec::new();
                for (expr, w) in p.name_expressions.iter().zip(written) {
                    let kernel = compiled.kernels.iter().find(|k| k.name == w);
                    let symbol = match (template_instance(&w), kernel) {
                        // (A variable template's instance is found by that name too.)
                        (Some(_), _) => {
                            let symbol = instance_symbols.next().flatten();
                            if let Some(s) = &symbol {
                                crate::driver_functions::note_instance_symbol(s, &w);
                            }
                            symbol
                        }
                        (None, Some(k)) => k.symbol.clone(),
                        // A variable (`&ns::v`): its name mangled, as C++ mangles a variable
                        // of a namespace (one of the global namespace keeps its name).
                        (None, None) => Some(mangled_variable_name(&w)),
                    };
                    lowered.push((expr.clone(), c_text(symbol.unwrap_or(w))));
                }
                p.lowered = lowered;
                Ok(())
            }
            Err(diagnostics) => {
                // What NVRTC hands out after a failed compilation: empty code.
                p.log = c_text(diagnostics);
                p.code = Some(CString::default());
                Err(NVRTC_ERROR_COMPILATION)
            }
        }
    })
}

/// The compiled code's text, for the `PTX` and `CUBIN` getters alike.
///
/// # Safety
/// As [`program`].
unsafe fn code<'a>(prog: *mut Program) -> Result<&'a CString, NvrtcResult> {
    // SAFETY: forwarded from the caller.
    let p = unsafe { program(prog) }?;
    p.code.as_ref().ok_or(NVRTC_ERROR_INVALID_PROGRAM)
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetPTXSize(prog: *mut Program, size: *mut usize) -> NvrtcResult {
    // SAFETY: forwarded from the caller.
    nvrtc_guard(|| unsafe { size_out(size, code(prog)?) })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetPTX(prog: *mut Program, ptx: *mut c_char) -> NvrtcResult {
    // SAFETY: forwarded from the caller.
    nvrtc_guard(|| unsafe { copy_out(code(prog)?, ptx) })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetCUBINSize(prog: *mut Program, size: *mut usize) -> NvrtcResult {
    nvrtc_guard(|| {
        // SAFETY: forwarded from the caller.
        let p = unsafe { program(prog) }?;
        if p.virtual_code_only {
            // SAFETY: the caller passes a writable pointer or null.
            let out = unsafe { size.as_mut() }.ok_or(NVRTC_ERROR_INVALID_INPUT)?;
            *out = 0;
            return Ok(());
        }
        // SAFETY: forwarded from the caller.
        unsafe { size_out(size, code(prog)?) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetCUBIN(prog: *mut Program, cubin: *mut c_char) -> NvrtcResult {
    nvrtc_guard(|| {
        // SAFETY: forwarded from the caller.
        if unsafe { program(prog) }?.virtual_code_only {
            return Ok(());
        }
        // SAFETY: forwarded from the caller.
        unsafe { copy_out(code(prog)?, cubin) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetProgramLogSize(
    prog: *mut Program,
    size: *mut usize,
) -> NvrtcResult {
    // SAFETY: forwarded from the caller.
    nvrtc_guard(|| unsafe { size_out(size, &program(prog)?.log) })
}

#[no_mangle]
pub unsafe extern "C" fn nvrtcGetProgramLog(prog: *mut Program, log: *mut c_char) -> NvrtcResult {
    // SAFETY: forwarded from the caller.
    nvrtc_guard(|| unsafe { copy_out(&program(prog)?.log, log) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_as_nvrtc_takes_them() {
        let mut o = ProgramOptions::default();
        for opt in [
            "--gpu-architecture=sm_90",
            "-arch=compute_80",
            "--std=c++14",
            "-DN=4",
            "-DFLAG",
            "--fmad=false",
            "-Iinc",
            "--include-path=more",
            "--pre-include=first.h",
            "-include=second.h",
            "-rdc=true",
            "--diag-suppress=177",
            "-dlto",
        ] {
            apply_option(&mut o, opt).unwrap();
        }
        assert_eq!(o.pre_includes, ["first.h", "second.h"]);
        assert!(o.relocatable);
        assert_eq!(o.cplusplus, Some(201402));
        assert!(!o.fmad);
        assert_eq!(
            o.defines,
            [("N".into(), "4".into()), ("FLAG".into(), "1".into())]
        );
        assert_eq!(
            o.include_dirs,
            [PathBuf::from("inc"), PathBuf::from("more")]
        );
        assert!(apply_option(&mut o, "--no-such-option").is_err());
        assert!(apply_option(&mut o, "-default-device").is_err());
        // (NVRTC 13.0 refuses these too, measured.)
        assert!(apply_option(&mut o, "-Werror=all-warnings").is_err());
        assert!(apply_option(&mut o, "--brief-diagnostics").is_err());
        assert!(apply_option(&mut o, "--pre-include=").is_err());
        assert!(apply_option(&mut o, "--fmad=maybe").is_err());
        assert_eq!(lowered_name(" &ns::k<int, 4> "), "ns::k<int, 4>");
        assert_eq!(mangled_variable_name("b::c::d"), "_ZN1b1c1dE");
        assert_eq!(mangled_variable_name("::counter"), "counter");
    }
}
