//! The driver API's texture and surface references (`cuModuleGetTexRef`, `cuTexRefSet*`,
//! `cuModuleGetSurfRef`, `cuSurfRefSetArray`), which CUDA 13 still exports (deprecated) and
//! older driver-API programs call: the runtime's legacy references, found by the module
//! variable's name instead of a host shadow.
//!
//! A `CUtexref` holds the settings a `CUDA_TEXTURE_DESC` would (address modes, filter, flags,
//! border colour...), a format for linear memory, and what it is bound to. Binding makes the
//! runtime create a texture object from them and write it to the module's variable; a
//! setting changed while the reference is bound binds it again, so that a launch reads the
//! reference as it was last set, as CUDA applies a reference's state when a kernel runs.

use crate::driver_api::{cu, cu_guard, out, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::driver_arrays::{
    channel_desc, resource, texture, ArrayDescriptor, DriverResourceDesc, DriverTextureDesc,
};
use crate::register::text;
use crate::rt;
use ferrocuda_runtime::abi::{ResourceType, TextureAddressMode, TextureFilterMode};
use ferrocuda_runtime::ReferenceVar;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// `CU_AD_FORMAT_FLOAT`, with one channel: the format of a reference nothing set one for.
const DEFAULT_FORMAT: (c_uint, c_uint) = (0x20, 1);

/// `CU_PARAM_TR_DEFAULT`: the only texture unit `cuParamSetTexRef` takes.
const PARAM_TR_DEFAULT: c_int = -1;

/// What a texture reference reads.
#[derive(Clone, Copy)]
enum Bound {
    Nothing,
    Linear {
        ptr: u64,
        bytes: usize,
    },
    Pitch2D {
        ptr: u64,
        width: usize,
        height: usize,
        pitch: usize,
    },
    Array(*mut c_void),
}

/// A `CUtexref` or `CUsurfref`: where kernels read it, and a texture reference's state.
struct Reference {
    /// The module (a `CUmodule`) and variable it lives in; no module for `cuTexRefCreate`'s.
    module: usize,
    name: Option<String>,
    settings: DriverTextureDesc,
    /// `CUarray_format` and channel count that linear memory is read as.
    format: (c_uint, c_uint),
    bound: Bound,
}

// SAFETY: the array handle in `bound` is an opaque runtime handle, never dereferenced here.
unsafe impl Send for Reference {}

impl Reference {
    fn var(&self) -> ReferenceVar<'_> {
        match &self.name {
            Some(name) => ReferenceVar::Module {
                module: self.module,
                name,
            },
            None => ReferenceVar::Detached,
        }
    }

    /// Has the runtime bind texture reference `key` to what it reads, with its settings;
    /// returns the offset fetches apply (which, unless `offset_wanted`, must be 0).
    fn bind(&self, key: usize, offset_wanted: bool) -> Result<usize, CuResult> {
        let (res_type, array, linear) = match self.bound {
            Bound::Nothing => return Ok(0),
            Bound::Linear { ptr, bytes } => (
                ResourceType::LINEAR,
                std::ptr::null_mut(),
                (ptr, bytes, 0, 0),
            ),
            Bound::Pitch2D {
                ptr,
                width,
                height,
                pitch,
            } => (
                ResourceType::PITCH_2D,
                std::ptr::null_mut(),
                (ptr, width, height, pitch),
            ),
            Bound::Array(array) => (ResourceType::ARRAY, array, (0, 0, 0, 0)),
        };
        let desc = DriverResourceDesc::new(res_type, array, self.format, linear);
        let (res, format) = resource(&desc)?;
        let desc = texture(&self.settings, &format);
        cu(rt().bind_texture_reference(key, self.var(), &res, &desc, offset_wanted))
    }

    /// Applies `change` and binds the reference again; where either fails, the reference is
    /// left as it was.
    fn change(
        &mut self,
        key: usize,
        offset_wanted: bool,
        change: impl FnOnce(&mut Reference) -> Result<(), CuResult>,
    ) -> Result<usize, CuResult> {
        let before = (self.settings, self.format, self.bound);
        let result = change(self).and_then(|()| self.bind(key, offset_wanted));
        if result.is_err() {
            (self.settings, self.format, self.bound) = before;
        }
        result
    }
}

/// The references handed out, by handle (the address of the boxed state, which no host
/// shadow a runtime-API binding is keyed by can share).
fn references() -> MutexGuard<'static, HashMap<usize, Box<Reference>>> {
    static REFERENCES: OnceLock<Mutex<HashMap<usize, Box<Reference>>>> = OnceLock::new();
    REFERENCES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// The handle of `module`'s reference `name`, made on first request (CUDA hands out one
/// handle per variable): `CUDA_ERROR_NOT_FOUND` where the module has no variable of that
/// name.
///
/// # Safety
/// `name` must be null or a NUL-terminated string.
unsafe fn module_reference(module: *mut c_void, name: *const c_char) -> Result<usize, CuResult> {
    // SAFETY: the caller's contract.
    let name = unsafe { text(name) }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
    cu(rt().variable_by_name(module as usize, &name))?;
    let mut refs = references();
    let found = refs
        .iter()
        .find(|(_, r)| r.module == module as usize && r.name.as_deref() == Some(&name));
    if let Some((&handle, _)) = found {
        return Ok(handle);
    }
    Ok(insert(&mut refs, module as usize, Some(name)))
}

/// A new reference of variable `name` of `module` (none for `cuTexRefCreate`'s), with
/// the settings of a reference nothing was set on (see `DEFAULT_FORMAT`); its handle.
fn insert(refs: &mut HashMap<usize, Box<Reference>>, module: usize, name: Option<String>) -> usize {
    let boxed = Box::new(Reference {
        module,
        name,
        settings: DriverTextureDesc::default(),
        format: DEFAULT_FORMAT,
        bound: Bound::Nothing,
    });
    let handle = &*boxed as *const Reference as usize;
    refs.insert(handle, boxed);
    handle
}

/// Runs `f` on the reference `handle` names: `CUDA_ERROR_INVALID_VALUE` for a handle that
/// names none.
fn with_reference<T>(
    handle: *mut c_void,
    f: impl FnOnce(&mut Reference) -> Result<T, CuResult>,
) -> Result<T, CuResult> {
    let mut refs = references();
    let r = refs
        .get_mut(&(handle as usize))
        .ok_or(CUDA_ERROR_INVALID_VALUE)?;
    f(r)
}

/// Changes a texture reference's settings, binding it again if it reads something.
fn set(handle: *mut c_void, f: impl FnOnce(&mut Reference) -> Result<(), CuResult>) -> CuResult {
    cu_guard(|| with_reference(handle, |r| r.change(handle as usize, true, f).map(drop)))
}

/// Reads a texture reference's state into `p`.
///
/// # Safety
/// `p` must be null or valid for a write of `T`.
unsafe fn get<T>(
    p: *mut T,
    handle: *mut c_void,
    f: impl FnOnce(&Reference) -> Result<T, CuResult>,
) -> CuResult {
    cu_guard(|| {
        let v = with_reference(handle, |r| f(r))?;
        // SAFETY: the caller's contract.
        unsafe { out(p, v) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetTexRef(
    texref: *mut *mut c_void,
    module: *mut c_void,
    name: *const c_char,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller passes a NUL-terminated name or null.
        let handle = unsafe { module_reference(module, name) }?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(texref, handle as *mut c_void) }
    })
}

/// `cuTexRefCreate`: a reference of no module, which kernels cannot read (deprecated in CUDA
/// since kernels name their references).
#[no_mangle]
pub unsafe extern "C" fn cuTexRefCreate(texref: *mut *mut c_void) -> CuResult {
    cu_guard(|| {
        if texref.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let handle = insert(&mut references(), 0, None);
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { out(texref, handle as *mut c_void) }
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefDestroy(texref: *mut c_void) -> CuResult {
    cu_guard(|| {
        let r = references()
            .remove(&(texref as usize))
            .ok_or(CUDA_ERROR_INVALID_VALUE)?;
        cu(rt().unbind_texture_reference(texref as usize, r.var()))
    })
}

/// `cuTexRefSetAddress`: binds `bytes` of linear memory at `ptr`, read in the reference's
/// format; the offset fetches must apply (when `ptr` is not aligned for textures) goes to
/// `offset`, without which such a binding is refused.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefSetAddress(
    offset: *mut usize,
    texref: *mut c_void,
    ptr: u64,
    bytes: usize,
) -> CuResult {
    cu_guard(|| {
        let off = with_reference(texref, |r| {
            r.change(texref as usize, !offset.is_null(), |r| {
                r.bound = Bound::Linear { ptr, bytes };
                Ok(())
            })
        })?;
        if !offset.is_null() {
            // SAFETY: non-null and writable by the caller's contract.
            unsafe { out(offset, off) }?;
        }
        Ok(())
    })
}

/// `cuTexRefSetAddress2D` (`_v3` in NVIDIA's `cuda.h`): binds pitched memory described by
/// `desc`, whose format becomes the reference's.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefSetAddress2D(
    texref: *mut c_void,
    desc: *const ArrayDescriptor,
    ptr: u64,
    pitch: usize,
) -> CuResult {
    // SAFETY: `desc` is null or valid by the caller's contract.
    let Some(desc) = (unsafe { desc.as_ref() }) else {
        return CUDA_ERROR_INVALID_VALUE;
    };
    set(texref, |r| {
        channel_desc(desc.format, desc.num_channels)?;
        r.format = (desc.format, desc.num_channels);
        r.bound = Bound::Pitch2D {
            ptr,
            width: desc.width,
            height: desc.height,
            pitch,
        };
        Ok(())
    })
}

/// `cuTexRefSetArray`: the array is read in its own format (`CU_TRSA_OVERRIDE_FORMAT`, the
/// one flag, changes nothing).
#[no_mangle]
pub extern "C" fn cuTexRefSetArray(
    texref: *mut c_void,
    array: *mut c_void,
    _flags: c_uint,
) -> CuResult {
    set(texref, |r| {
        r.bound = Bound::Array(array);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetFormat(
    texref: *mut c_void,
    format: c_uint,
    channels: c_int,
) -> CuResult {
    set(texref, |r| {
        let channels = c_uint::try_from(channels).map_err(|_| CUDA_ERROR_INVALID_VALUE)?;
        channel_desc(format, channels)?;
        r.format = (format, channels);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetAddressMode(texref: *mut c_void, dim: c_int, mode: c_int) -> CuResult {
    set(texref, |r| {
        let slot = usize::try_from(dim)
            .ok()
            .and_then(|d| r.settings.address_mode.get_mut(d))
            .ok_or(CUDA_ERROR_INVALID_VALUE)?;
        if !(0..=3).contains(&mode) {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        *slot = TextureAddressMode(mode);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetFilterMode(texref: *mut c_void, mode: c_int) -> CuResult {
    set(texref, |r| {
        if !(0..=1).contains(&mode) {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        r.settings.filter_mode = TextureFilterMode(mode);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetFlags(texref: *mut c_void, flags: c_uint) -> CuResult {
    set(texref, |r| {
        r.settings.flags = flags;
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefSetBorderColor(
    texref: *mut c_void,
    color: *const f32,
) -> CuResult {
    set(texref, |r| {
        if color.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: four floats by the caller's contract.
        r.settings.border_color = unsafe { color.cast::<[f32; 4]>().read_unaligned() };
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn cuTexRefSetMaxAnisotropy(texref: *mut c_void, max: c_uint) -> CuResult {
    set(texref, |r| {
        r.settings.max_anisotropy = max;
        Ok(())
    })
}

/// `cuTexRefGetAddress`: the memory the reference reads; `CUDA_ERROR_INVALID_VALUE` where it
/// reads an array or nothing, as CUDA documents.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetAddress(ptr: *mut u64, texref: *mut c_void) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        get(ptr, texref, |r| match r.bound {
            Bound::Linear { ptr, .. } | Bound::Pitch2D { ptr, .. } => Ok(ptr),
            _ => Err(CUDA_ERROR_INVALID_VALUE),
        })
    }
}

/// `cuTexRefGetArray`: `CUDA_ERROR_INVALID_VALUE` where the reference reads no array.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetArray(
    array: *mut *mut c_void,
    texref: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        get(array, texref, |r| match r.bound {
            Bound::Array(a) => Ok(a),
            _ => Err(CUDA_ERROR_INVALID_VALUE),
        })
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetAddressMode(
    mode: *mut c_int,
    texref: *mut c_void,
    dim: c_int,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        get(mode, texref, |r| {
            usize::try_from(dim)
                .ok()
                .and_then(|d| r.settings.address_mode.get(d))
                .map(|m| m.0)
                .ok_or(CUDA_ERROR_INVALID_VALUE)
        })
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetFilterMode(mode: *mut c_int, texref: *mut c_void) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { get(mode, texref, |r| Ok(r.settings.filter_mode.0)) }
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetFlags(flags: *mut c_uint, texref: *mut c_void) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { get(flags, texref, |r| Ok(r.settings.flags)) }
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetBorderColor(color: *mut f32, texref: *mut c_void) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        get(color.cast::<[f32; 4]>(), texref, |r| {
            Ok(r.settings.border_color)
        })
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetMaxAnisotropy(
    max: *mut c_int,
    texref: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { get(max, texref, |r| Ok(r.settings.max_anisotropy as c_int)) }
}

/// `cuTexRefGetFormat`: either output may be null.
#[no_mangle]
pub unsafe extern "C" fn cuTexRefGetFormat(
    format: *mut c_uint,
    channels: *mut c_int,
    texref: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let (f, n) = with_reference(texref, |r| Ok(r.format))?;
        // SAFETY: each is null or writable by the caller's contract.
        unsafe {
            if !format.is_null() {
                out(format, f)?;
            }
            if !channels.is_null() {
                out(channels, n as c_int)?;
            }
        }
        Ok(())
    })
}

/// `cuParamSetTexRef`: kernels name their references, so there is nothing to pass; only
/// `CU_PARAM_TR_DEFAULT` is a texture unit, as in CUDA.
#[no_mangle]
pub extern "C" fn cuParamSetTexRef(
    _func: *mut c_void,
    unit: c_int,
    texref: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        if unit != PARAM_TR_DEFAULT {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        with_reference(texref, |_| Ok(()))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetSurfRef(
    surfref: *mut *mut c_void,
    module: *mut c_void,
    name: *const c_char,
) -> CuResult {
    // Surface references share the texture references' table: a handle names one variable.
    // SAFETY: forwarded from the caller.
    unsafe { cuModuleGetTexRef(surfref, module, name) }
}

/// `cuSurfRefSetArray`: the array must have been made with `CUDA_ARRAY3D_SURFACE_LDST`.
#[no_mangle]
pub extern "C" fn cuSurfRefSetArray(
    surfref: *mut c_void,
    array: *mut c_void,
    _flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        with_reference(surfref, |r| {
            cu(rt().bind_surface_reference(surfref as usize, r.var(), array as usize))?;
            r.bound = Bound::Array(array);
            Ok(())
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuSurfRefGetArray(
    array: *mut *mut c_void,
    surfref: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { cuTexRefGetArray(array, surfref) }
}

versioned_names! {
    cuTexRefSetAddress_v2 => cuTexRefSetAddress(offset: *mut usize, texref: *mut c_void, ptr: u64, bytes: usize);
    cuTexRefSetAddress2D_v2 => cuTexRefSetAddress2D(texref: *mut c_void, desc: *const ArrayDescriptor, ptr: u64, pitch: usize);
    cuTexRefSetAddress2D_v3 => cuTexRefSetAddress2D(texref: *mut c_void, desc: *const ArrayDescriptor, ptr: u64, pitch: usize);
    cuTexRefGetAddress_v2 => cuTexRefGetAddress(ptr: *mut u64, texref: *mut c_void);
}
