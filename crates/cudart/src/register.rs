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

fn register_function(
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

/// One template argument of an instance as the host rewrite's records describe it
/// (`__fc_targ`); a list of them ends with kind 0.
#[repr(C)]
pub struct TemplateArg {
    /// For a type: returns the host compiler's name of it (`typeid(T).name()`).
    type_name: Option<unsafe extern "C" fn() -> *const c_char>,
    value: u64,
    /// `t` a type, `v` a signed value, `u` an unsigned one, `F` a `float` and `D` a `double`
    /// (`value` the bits of the value as a `double`), `T` a template, the argument of
    /// the tag class `type_name` names, `f` a function, the value argument of the tag class
    /// `type_name` names, `o` a value of class type, which `type_name` gives as its class and
    /// bytes, `x` a template named by `text`.
    kind: c_char,
    text: *const c_char,
}

/// `args` as the registration names an instance: `t:<type name>`, `v:<decimal>`,
/// `F:<hex>` or `D:<hex>` (a `float` or `double`, by its value's bits as a `double`),
/// `T:<tag type name>`, `f:<tag type name>` or `x:<template>`, comma separated.
///
/// # Safety
/// `args` must point to a list that ends with kind 0, its strings NUL-terminated.
unsafe fn describe(mut args: *const TemplateArg) -> String {
    let mut parts = Vec::new();
    // SAFETY: the list ends with kind 0, by the caller's contract.
    while let Some(a) = unsafe { args.as_ref() }.filter(|a| a.kind != 0) {
        // SAFETY: the rewrite passes `__ferrocuda_type_name<T>`, which returns a string.
        let type_name = || {
            a.type_name
                .and_then(|f| unsafe { text(f()) })
                .unwrap_or_default()
        };
        parts.push(match a.kind as u8 {
            b't' => format!("t:{}", type_name()),
            b'T' => format!("T:{}", type_name()),
            b'f' => format!("f:{}", type_name()),
            // `<type>:<hex bytes>`, as the rewrite's helper writes it.
            b'o' => format!("o:{}", type_name()),
            b'v' => format!("v:{}", a.value as i64),
            b'u' => format!("v:{}", a.value),
            b'F' => format!("F:{:x}", a.value),
            b'D' => format!("D:{:x}", a.value),
            // SAFETY: a string literal.
            _ => format!("x:{}", unsafe { text(a.text) }.unwrap_or_default()),
        });
        // SAFETY: not past the terminator.
        args = unsafe { args.add(1) };
    }
    parts.join(",")
}

/// The translation unit's `__fc_module_handle`: registers its image on the first call and
/// returns the handle.
type ModuleHandleFn = unsafe extern "C" fn() -> *mut *mut c_void;

/// A kernel (or an instance of a `__device__` or `__constant__` variable template) as the host
/// rewrite describes it (`__fc_record`): one constant record per kernel and per instance the
/// host compiler makes. Those of kernels that are neither templates' instances nor `inline`
/// sit in the section `__fc_records`, and the stubs of the others list theirs in the section
/// `__fc_record_refs`; the file's registration walks both (see
/// [`__ferrocudaRegisterRecords`]). Static initializers register the records of variable
/// templates' instances (see [`__ferrocudaRegisterRecord`]). A kernel's stub launches through
/// its record.
#[repr(C)]
pub struct Record {
    /// The translation unit's `__fc_module_handle`.
    module: Option<ModuleHandleFn>,
    /// A kernel's host stub; a variable's host shadow.
    host_stub: *const c_void,
    name: *const c_char,
    /// Null for a kernel that is not a template's instance.
    template_args: *const TemplateArg,
    /// A variable's size as the host compiler sees it; 0 for a kernel.
    size: c_ulonglong,
    /// [`RECORD_KERNEL`], [`RECORD_DEVICE_VARIABLE`] or [`RECORD_CONSTANT_VARIABLE`].
    kind: c_int,
}

const RECORD_KERNEL: c_int = 0;
const RECORD_DEVICE_VARIABLE: c_int = 1;
const RECORD_CONSTANT_VARIABLE: c_int = 2;

impl Record {
    pub(crate) fn host_stub(&self) -> usize {
        self.host_stub as usize
    }
}

/// Registers the records in `[begin, end)`, and those `[listed, listed_end)` points to, that
/// belong to the translation unit whose `__fc_module_handle` is `own`, under that unit's
/// handle `module`. The bounds are the sections' in the program or shared library: the records
/// of all its files. Each file's registration calls this once, so that its kernels are known
/// before `main` without a call per kernel. A listed record may be listed more than once (a
/// stub inlined in several places lists it from each) or be another file's too (the instances
/// of a template that two files make): a kernel already known is left as it is.
///
/// # Safety
/// `[begin, end)` null or an array of records whose strings are NUL-terminated and whose
/// template arguments are null or as for [`describe`]; `[listed, listed_end)` null or an array
/// of pointers to such records.
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaRegisterRecords(
    module: *mut *mut c_void,
    own: Option<ModuleHandleFn>,
    begin: *const Record,
    end: *const Record,
    listed: *const *const Record,
    listed_end: *const *const Record,
) {
    let Some(own) = own else {
        return;
    };
    let is_own = |r: &Record| r.module.map(|m| m as usize) == Some(own as usize);
    // SAFETY: by the caller's contract.
    for r in unsafe { section(begin, end) } {
        if is_own(r) {
            // SAFETY: forwarded from the caller.
            unsafe { register_record(module, r) };
        }
    }
    // SAFETY: by the caller's contract.
    for &r in unsafe { section(listed, listed_end) } {
        // SAFETY: by the caller's contract, null or a record.
        if let Some(r) = unsafe { r.as_ref() }.filter(|r| is_own(r)) {
            if r.kind != RECORD_KERNEL || !rt().knows_kernel(r.host_stub()) {
                // SAFETY: forwarded from the caller.
                unsafe { register_record(module, r) };
            }
        }
    }
}

/// The items of a section the linker bounds with `begin` and `end` (null where no object has
/// the section).
///
/// # Safety
/// `[begin, end)` null or an array of `T`.
unsafe fn section<'a, T>(begin: *const T, end: *const T) -> &'a [T] {
    if begin.is_null() || end <= begin {
        return &[];
    }
    let count = (end as usize - begin as usize) / std::mem::size_of::<T>();
    // SAFETY: by the caller's contract.
    unsafe { std::slice::from_raw_parts(begin, count) }
}

/// Registers one record from a static initializer: that of a variable template's instance,
/// which the host compiler cannot place in a section and no stub lists. Returns 1, the
/// initializer's value.
///
/// # Safety
/// As for [`__ferrocudaRegisterRecords`], for one record.
#[no_mangle]
pub unsafe extern "C" fn __ferrocudaRegisterRecord(record: *const Record) -> c_int {
    // SAFETY: by the caller's contract.
    if let Some(r) = unsafe { record.as_ref() } {
        // SAFETY: forwarded from the caller.
        unsafe { register_own_record(r) };
    }
    1
}

/// Registers a record under its file's module handle, which asking for registers the file
/// first (its own records included); a kernel already known is left as it is. Every launch
/// calls it, for a launch that comes before its file's registration (from another file's
/// static initializer): after the first, it costs a load and a lookup.
///
/// # Safety
/// As for [`__ferrocudaRegisterRecords`], for one record.
pub(crate) unsafe fn register_own_record(r: &Record) {
    let Some(module) = r.module else {
        return;
    };
    // SAFETY: the rewrite's `__fc_module_handle`, which takes nothing.
    let handle = unsafe { module() };
    // A kernel is registered once: a record the file's registration walked is known by now.
    if r.kind != RECORD_KERNEL || !rt().knows_kernel(r.host_stub()) {
        // SAFETY: forwarded from the caller.
        unsafe { register_record(handle, r) };
    }
}

/// # Safety
/// As for [`__ferrocudaRegisterRecords`], for one record.
unsafe fn register_record(module: *mut *mut c_void, r: &Record) {
    // SAFETY: forwarded from the caller.
    let Some(name) = (unsafe { text(r.name) }) else {
        return;
    };
    // SAFETY: forwarded from the caller.
    let template_args = (!r.template_args.is_null()).then(|| unsafe { describe(r.template_args) });
    match r.kind {
        RECORD_KERNEL => register_function(module, r.host_stub, &name, template_args.as_deref()),
        RECORD_DEVICE_VARIABLE | RECORD_CONSTANT_VARIABLE => {
            let Ok(size) = usize::try_from(r.size) else {
                return;
            };
            let var = VarRegistration {
                name,
                template_args,
                size,
                is_constant: r.kind == RECORD_CONSTANT_VARIABLE,
                is_managed: false,
            };
            register_var(module, r.host_stub, var);
        }
        _ => {}
    }
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

fn register_var(module: *mut *mut c_void, shadow: *const c_void, var: VarRegistration) {
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
