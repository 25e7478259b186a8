//! The registration entry points the host pass emits calls to (declared in
//! `crt/ferrocuda_host_runtime.h`). They run from static constructors, before `main`, so they
//! only record; nothing is loaded or checked until the program uses it.

use crate::rt;
use ferrocuda_runtime::VarRegistration;
use std::collections::BTreeMap;
use std::ffi::{c_char, c_int, c_uchar, c_ulonglong, c_void, CStr};
use std::panic::catch_unwind;
use std::sync::Mutex;

/// Registers a device image and returns the module handle later registrations name.
///
/// The handle is a small cell allocated for the purpose and never freed (one per translation
/// unit); its address is the module's key, so the runtime never has to read through it. An
/// image registered again (two threads racing to a translation unit's first registration)
/// gets the handle it got the first time.
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaRegisterModule(
    image: *const c_uchar,
    size: c_ulonglong,
) -> *mut *mut c_void {
    static HANDLES: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());
    let mut handles = HANDLES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&key) = handles.get(&(image as usize)) {
        return key as *mut *mut c_void;
    }
    let handle: &'static mut *mut c_void = Box::leak(Box::new(std::ptr::null_mut()));
    let key = handle as *mut *mut c_void;
    handles.insert(image as usize, key as usize);
    let bytes: &[u8] = match (image.is_null(), usize::try_from(size)) {
        (false, Ok(n)) => {
            // SAFETY: the image is a static array of `size` bytes in the program.
            unsafe { std::slice::from_raw_parts(image, n) }
        }
        _ => &[],
    };
    let _ = catch_unwind(|| rt().register_module(key as usize, bytes));
    key
}

/// # Safety
/// `p` must be null or a NUL-terminated string.
pub(crate) unsafe fn text(p: *const c_char) -> Option<String> {
    // SAFETY: forwarded from the caller.
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// Maps a kernel's host stub to its name (and template arguments, for a template instance).
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaRegisterFunction(
    module: *mut *mut c_void,
    stub: *const c_void,
    name: *const c_char,
    template_args: *const c_char,
) {
    // SAFETY: the generated code passes string literals (or null template arguments).
    let (name, targs) = unsafe { (text(name), text(template_args)) };
    if let Some(name) = name {
        register_function(module, stub, &name, targs.as_deref());
    }
}

pub(crate) fn register_function(
    module: *mut *mut c_void,
    stub: *const c_void,
    name: &str,
    template_args: Option<&str>,
) {
    if module.is_null() || stub.is_null() {
        return;
    }
    let _ = catch_unwind(|| {
        if !rt().register_function(module as usize, stub as usize, name, template_args) {
            eprintln!("ferrocuda: kernel '{name}' registered for an unknown module");
        }
    });
}

/// The memory of a `__managed__` variable whose host shadow (its initial value) is `size`
/// bytes at `shadow`: the host pass binds the variable's name to it.
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaManagedVar(
    shadow: *mut c_void,
    size: c_ulonglong,
) -> *mut c_void {
    let Ok(size) = usize::try_from(size) else {
        return shadow;
    };
    if shadow.is_null() {
        return shadow;
    }
    // SAFETY: the generated code passes the shadow's address and size.
    catch_unwind(|| unsafe { rt().managed_variable(shadow as usize, size) } as *mut c_void)
        .unwrap_or(shadow)
}

/// Maps a device variable's host shadow to its name and size.
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaRegisterVar(
    module: *mut *mut c_void,
    shadow: *mut c_void,
    name: *const c_char,
    size: c_ulonglong,
    is_constant: c_int,
    is_managed: c_int,
) {
    // SAFETY: the generated code passes a string literal.
    let Some(name) = (unsafe { text(name) }) else {
        return;
    };
    let Ok(size) = usize::try_from(size) else {
        return;
    };
    let var = VarRegistration::plain(&name, size, is_constant != 0, is_managed != 0);
    register_var(module, shadow, var);
}

pub(crate) fn register_var(module: *mut *mut c_void, shadow: *const c_void, var: VarRegistration) {
    if module.is_null() || shadow.is_null() {
        return;
    }
    let _ = catch_unwind(|| {
        let name = var.name.clone();
        if !rt().register_var(module as usize, shadow as usize, var) {
            eprintln!("ferrocuda: device variable '{name}' registered for an unknown module");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_image_registered_twice_keeps_its_handle() {
        static IMAGE: [u8; 4] = *b"img\0";
        static OTHER: [u8; 4] = *b"oth\0";
        // SAFETY: static arrays of the sizes given.
        let (a, b, c) = unsafe {
            (
                __ferrocudaRegisterModule(IMAGE.as_ptr(), 4),
                __ferrocudaRegisterModule(IMAGE.as_ptr(), 4),
                __ferrocudaRegisterModule(OTHER.as_ptr(), 4),
            )
        };
        assert_eq!(a, b);
        assert_ne!(a, c);
    }
}
