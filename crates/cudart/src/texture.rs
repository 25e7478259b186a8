//! CUDA arrays, channel descriptors, texture and surface objects, and legacy texture and
//! surface references.

use crate::{guard, put, rt};
use ferrocuda_runtime::abi::{
    ChannelFormatDesc, ChannelFormatKind, CudaArray, CudaError, CudaMipmappedArray, CudaStream,
    Extent, MemcpyKind, ResourceArray, ResourceDesc, ResourceDescRes, ResourceLinear,
    ResourcePitch2D, ResourceType, ResourceViewDesc, SurfaceObject, SurfaceReference, TextureDesc,
    TextureObject, TextureReference,
};
use ferrocuda_runtime::{CopyEnd, CudaResult, Extent as Block, Pitched, ReferenceVar};
use std::ffi::{c_int, c_uint, c_void};

/// # Safety
/// `p` must be null or point to a valid `T`.
unsafe fn get<'a, T>(p: *const T) -> CudaResult<&'a T> {
    // SAFETY: the caller's contract.
    unsafe { p.as_ref() }.ok_or(CudaError::InvalidValue)
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocArray(
    array: *mut CudaArray,
    desc: *const ChannelFormatDesc,
    width: usize,
    height: usize,
    flags: c_uint,
) -> CudaError {
    // SAFETY: pointers as CUDA documents them, checked for null.
    guard(|| unsafe {
        let a = rt().malloc_array(get(desc)?, [width, height, 0], flags)?;
        put(array, a as CudaArray)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMalloc3DArray(
    array: *mut CudaArray,
    desc: *const ChannelFormatDesc,
    extent: Extent,
    flags: c_uint,
) -> CudaError {
    // SAFETY: pointers as CUDA documents them, checked for null.
    guard(|| unsafe {
        let e = [extent.width, extent.height, extent.depth];
        let a = rt().malloc_array(get(desc)?, e, flags)?;
        put(array, a as CudaArray)
    })
}

#[no_mangle]
pub extern "C" fn cudaFreeArray(array: CudaArray) -> CudaError {
    guard(|| rt().free_array(array as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocMipmappedArray(
    mipmap: *mut CudaMipmappedArray,
    desc: *const ChannelFormatDesc,
    extent: Extent,
    levels: c_uint,
    flags: c_uint,
) -> CudaError {
    // SAFETY: pointers as CUDA documents them, checked for null.
    guard(|| unsafe {
        let e = [extent.width, extent.height, extent.depth];
        let m = rt().malloc_mipmapped_array(get(desc)?, e, levels, flags)?;
        put(mipmap, m as CudaMipmappedArray)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetMipmappedArrayLevel(
    level_array: *mut CudaArray,
    mipmap: CudaMipmappedArray,
    level: c_uint,
) -> CudaError {
    guard(|| {
        let a = rt().mipmapped_array_level(mipmap as usize, level)?;
        // SAFETY: checked for null by `put`.
        unsafe { put(level_array, a as CudaArray) }
    })
}

#[no_mangle]
pub extern "C" fn cudaFreeMipmappedArray(mipmap: CudaMipmappedArray) -> CudaError {
    guard(|| rt().free_mipmapped_array(mipmap as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaArrayGetInfo(
    desc: *mut ChannelFormatDesc,
    extent: *mut Extent,
    flags: *mut c_uint,
    array: CudaArray,
) -> CudaError {
    guard(|| {
        let (d, e, f) = rt().array_info(array as usize)?;
        // SAFETY: each output is null (not wanted) or valid.
        unsafe {
            if !desc.is_null() {
                put(desc, d)?;
            }
            if !extent.is_null() {
                put(
                    extent,
                    Extent {
                        width: e[0],
                        height: e[1],
                        depth: e[2],
                    },
                )?;
            }
            if !flags.is_null() {
                put(flags, f)?;
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetChannelDesc(
    desc: *mut ChannelFormatDesc,
    array: CudaArray,
) -> CudaError {
    // SAFETY: `desc` is null or valid.
    guard(|| unsafe { put(desc, rt().array_info(array as usize)?.0) })
}

/// The array end of a 2D copy: `(w_offset bytes, h_offset)`.
fn array_end(array: CudaArray, w_offset: usize, h_offset: usize) -> CopyEnd {
    CopyEnd::Array {
        array: array as usize,
        origin: [w_offset, h_offset, 0],
    }
}

fn memory_end(ptr: *const c_void, pitch: usize, height: usize) -> CopyEnd {
    CopyEnd::Memory(Pitched {
        ptr: ptr as u64,
        pitch,
        slice: pitch * height,
    })
}

fn block(width: usize, height: usize) -> Block {
    Block {
        width,
        height,
        depth: 1,
    }
}

/// Splits a linear copy of `count` bytes that begins at `(w, h)` of each array in `ends` into
/// pieces, each within one row of every array, going on at the start of the next row as CUDA's
/// linear array copies do. `copy` gets each piece's start in every array, its distance from the
/// copy's start and its length. A copy that runs past an array's last row copies what fits
/// and is `cudaErrorInvalidValue` (measured: CUDA fills the last row, then fails).
fn linear_copy<const N: usize>(
    ends: [(CudaArray, usize, usize); N],
    count: usize,
    mut copy: impl FnMut([(usize, usize); N], usize, usize) -> CudaResult<()>,
) -> CudaResult<()> {
    let mut rows = [0; N];
    let mut room = count;
    for (i, &(array, w, h)) in ends.iter().enumerate() {
        let row = row_bytes(array)?;
        let height = rt().array_info(array as usize)?.1[1].max(1);
        if row > 0 {
            if count > 0 && (w >= row || h >= height) {
                return Err(CudaError::InvalidValue);
            }
            room = room.min(height * row - (h * row + w));
        }
        rows[i] = row;
    }
    let mut at = ends.map(|(_, w, h)| (w, h));
    let mut done = 0;
    while done < room {
        let piece = (0..N)
            .filter(|&i| rows[i] > 0)
            .map(|i| rows[i] - at[i].0)
            .fold(room - done, usize::min);
        copy(at, done, piece)?;
        for i in 0..N {
            if rows[i] > 0 && at[i].0 + piece == rows[i] {
                at[i] = (0, at[i].1 + 1);
            } else {
                at[i].0 += piece;
            }
        }
        done += piece;
    }
    match room < count {
        true => Err(CudaError::InvalidValue),
        false => Ok(()),
    }
}

/// Defines copies and their `Async` twins from one body each, which names the copy's kind and
/// its stream (`None` for the synchronous one).
macro_rules! copies_and_async_twins {
    ($(fn $name:ident / $async_name:ident($($arg:ident: $ty:ty),*)
        => |$kind:ident, $stream:ident| $body:expr;)*) => {
        $(
            #[no_mangle]
            pub unsafe extern "C" fn $name($($arg: $ty,)* $kind: MemcpyKind) -> CudaError {
                let $stream = None;
                // SAFETY: host memory holds what the copy describes, by CUDA's contract.
                guard(|| unsafe { $body })
            }

            #[no_mangle]
            pub unsafe extern "C" fn $async_name(
                $($arg: $ty,)*
                $kind: MemcpyKind,
                stream: CudaStream,
            ) -> CudaError {
                let $stream = Some(stream as usize);
                // SAFETY: as above.
                guard(|| unsafe { $body })
            }
        )*
    };
}

copies_and_async_twins! {
    fn cudaMemcpy2DToArray / cudaMemcpy2DToArrayAsync(
        dst: CudaArray, w_offset: usize, h_offset: usize, src: *const c_void, spitch: usize,
        width: usize, height: usize
    ) => |kind, stream| rt().memcpy_array(
        array_end(dst, w_offset, h_offset),
        memory_end(src, spitch, height),
        block(width, height),
        kind.0,
        stream,
    );
    fn cudaMemcpy2DFromArray / cudaMemcpy2DFromArrayAsync(
        dst: *mut c_void, dpitch: usize, src: CudaArray, w_offset: usize, h_offset: usize,
        width: usize, height: usize
    ) => |kind, stream| rt().memcpy_array(
        memory_end(dst, dpitch, height),
        array_end(src, w_offset, h_offset),
        block(width, height),
        kind.0,
        stream,
    );
    fn cudaMemcpyToArray / cudaMemcpyToArrayAsync(
        dst: CudaArray, w_offset: usize, h_offset: usize, src: *const c_void, count: usize
    ) => |kind, stream| linear_memory_copy(
        dst, (w_offset, h_offset), src as u64, true, count, kind, stream,
    );
    fn cudaMemcpyFromArray / cudaMemcpyFromArrayAsync(
        dst: *mut c_void, src: CudaArray, w_offset: usize, h_offset: usize, count: usize
    ) => |kind, stream| linear_memory_copy(
        src, (w_offset, h_offset), dst as u64, false, count, kind, stream,
    );
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy2DArrayToArray(
    dst: CudaArray,
    w_dst: usize,
    h_dst: usize,
    src: CudaArray,
    w_src: usize,
    h_src: usize,
    width: usize,
    height: usize,
    kind: MemcpyKind,
) -> CudaError {
    // SAFETY: both ends are arrays, which the runtime checks.
    guard(|| unsafe {
        rt().memcpy_array(
            array_end(dst, w_dst, h_dst),
            array_end(src, w_src, h_src),
            block(width, height),
            kind.0,
            None,
        )
    })
}

/// `count` bytes between `memory` and `array` from `(w, h)` on, in the direction `to_array`
/// says.
///
/// # Safety
/// `memory` holds `count` bytes (host memory by CUDA's contract; device memory is checked).
unsafe fn linear_memory_copy(
    array: CudaArray,
    (w, h): (usize, usize),
    memory: u64,
    to_array: bool,
    count: usize,
    kind: MemcpyKind,
    stream: Option<usize>,
) -> CudaResult<()> {
    linear_copy([(array, w, h)], count, |[(w, h)], done, piece| {
        let bytes = memory_end((memory + done as u64) as *const c_void, piece, 1);
        let (dst, src) = match to_array {
            true => (array_end(array, w, h), bytes),
            false => (bytes, array_end(array, w, h)),
        };
        // SAFETY: the piece lies within the `count` bytes the caller vouches for.
        unsafe { rt().memcpy_array(dst, src, block(piece, 1), kind.0, stream) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyArrayToArray(
    dst: CudaArray,
    w_dst: usize,
    h_dst: usize,
    src: CudaArray,
    w_src: usize,
    h_src: usize,
    count: usize,
    kind: MemcpyKind,
) -> CudaError {
    // SAFETY: both ends are arrays, which the runtime checks.
    guard(|| unsafe {
        linear_copy(
            [(dst, w_dst, h_dst), (src, w_src, h_src)],
            count,
            |[d, s], _, piece| {
                rt().memcpy_array(
                    array_end(dst, d.0, d.1),
                    array_end(src, s.0, s.1),
                    block(piece, 1),
                    kind.0,
                    None,
                )
            },
        )
    })
}

/// The bytes in one row of `array`.
fn row_bytes(array: CudaArray) -> CudaResult<usize> {
    Ok(rt().array_info(array as usize)?.1[0] * rt().array_element_bytes(array as usize)?)
}

#[no_mangle]
pub unsafe extern "C" fn cudaCreateTextureObject(
    tex: *mut TextureObject,
    res: *const ResourceDesc,
    desc: *const TextureDesc,
    view: *const ResourceViewDesc,
) -> CudaError {
    // SAFETY: pointers as CUDA documents them, checked for null.
    guard(|| unsafe {
        let h = rt().create_texture_object(get(res)?, get(desc)?, !view.is_null())?;
        put(tex, h)
    })
}

#[no_mangle]
pub extern "C" fn cudaDestroyTextureObject(tex: TextureObject) -> CudaError {
    guard(|| rt().destroy_texture_object(tex))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureObjectResourceDesc(
    res: *mut ResourceDesc,
    tex: TextureObject,
) -> CudaError {
    // SAFETY: `res` is null or valid.
    guard(|| unsafe { put(res, rt().texture_object_descs(tex)?.0) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureObjectTextureDesc(
    desc: *mut TextureDesc,
    tex: TextureObject,
) -> CudaError {
    // SAFETY: `desc` is null or valid.
    guard(|| unsafe { put(desc, rt().texture_object_descs(tex)?.1) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureObjectResourceViewDesc(
    _view: *mut ResourceViewDesc,
    tex: TextureObject,
) -> CudaError {
    // Objects are created without views, and CUDA answers so.
    guard(|| {
        rt().texture_object_descs(tex)?;
        Err(CudaError::InvalidValue)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaCreateSurfaceObject(
    surf: *mut SurfaceObject,
    res: *const ResourceDesc,
) -> CudaError {
    // SAFETY: pointers as CUDA documents them, checked for null.
    guard(|| unsafe { put(surf, rt().create_surface_object(get(res)?)?) })
}

#[no_mangle]
pub extern "C" fn cudaDestroySurfaceObject(surf: SurfaceObject) -> CudaError {
    guard(|| rt().destroy_surface_object(surf))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetSurfaceObjectResourceDesc(
    res: *mut ResourceDesc,
    surf: SurfaceObject,
) -> CudaError {
    // SAFETY: `res` is null or valid.
    guard(|| unsafe { put(res, rt().surface_object_desc(surf)?) })
}

/// Binds a reference to `res` after checking the reference pointer, and stores the offset
/// fetches must apply where the program asked for it.
///
/// # Safety
/// `texref` must be null or the program's texture reference host shadow; `offset` null or
/// valid.
unsafe fn bind(
    texref: *const TextureReference,
    res: ResourceDesc,
    offset: *mut usize,
) -> CudaResult<()> {
    if texref.is_null() {
        return Err(CudaError::InvalidTexture);
    }
    // SAFETY: the caller's contract.
    unsafe {
        let off = rt().bind_texture(texref as usize, &res, !offset.is_null())?;
        if !offset.is_null() {
            put(offset, off)?;
        }
    }
    Ok(())
}

fn resource(res_type: ResourceType, res: ResourceDescRes) -> ResourceDesc {
    ResourceDesc {
        res_type,
        res,
        flags: 0,
    }
}

/// The channel format to bind with: the one given, else the reference's own.
///
/// # Safety
/// Both pointers must be null or valid.
unsafe fn bind_desc(
    texref: *const TextureReference,
    desc: *const ChannelFormatDesc,
) -> CudaResult<ChannelFormatDesc> {
    // SAFETY: the caller's contract.
    unsafe {
        match desc.as_ref() {
            Some(d) => Ok(*d),
            None => Ok(get(texref)
                .map_err(|_| CudaError::InvalidTexture)?
                .channel_desc),
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaBindTexture(
    offset: *mut usize,
    texref: *const TextureReference,
    ptr: *const c_void,
    desc: *const ChannelFormatDesc,
    size: usize,
) -> CudaError {
    // SAFETY: pointers as CUDA documents them; `offset` may be null.
    guard(|| unsafe {
        let linear = ResourceLinear {
            dev_ptr: ptr as *mut c_void,
            desc: bind_desc(texref, desc)?,
            size_in_bytes: size,
        };
        bind(
            texref,
            resource(ResourceType::LINEAR, ResourceDescRes { linear }),
            offset,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaBindTexture2D(
    offset: *mut usize,
    texref: *const TextureReference,
    ptr: *const c_void,
    desc: *const ChannelFormatDesc,
    width: usize,
    height: usize,
    pitch: usize,
) -> CudaError {
    // SAFETY: pointers as CUDA documents them; `offset` may be null.
    guard(|| unsafe {
        let pitch2d = ResourcePitch2D {
            dev_ptr: ptr as *mut c_void,
            desc: bind_desc(texref, desc)?,
            width,
            height,
            pitch_in_bytes: pitch,
        };
        bind(
            texref,
            resource(ResourceType::PITCH_2D, ResourceDescRes { pitch2d }),
            offset,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaBindTextureToArray(
    texref: *const TextureReference,
    array: CudaArray,
    _desc: *const ChannelFormatDesc,
) -> CudaError {
    // SAFETY: `texref` as CUDA documents it; the array's own format is what is read.
    guard(|| unsafe {
        let array = ResourceArray { array };
        bind(
            texref,
            resource(ResourceType::ARRAY, ResourceDescRes { array }),
            std::ptr::null_mut(),
        )
    })
}

#[no_mangle]
pub extern "C" fn cudaUnbindTexture(texref: *const TextureReference) -> CudaError {
    guard(|| rt().unbind_texture_reference(texref as usize, ReferenceVar::Shadow(texref as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureAlignmentOffset(
    offset: *mut usize,
    texref: *const TextureReference,
) -> CudaError {
    // Bindings here never need an offset: any device address can be bound.
    // SAFETY: `offset` is null or valid.
    guard(|| unsafe {
        if texref.is_null() {
            return Err(CudaError::InvalidTexture);
        }
        put(offset, 0)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetTextureReference(
    texref: *mut *const TextureReference,
    symbol: *const c_void,
) -> CudaError {
    // The reference is its host shadow.
    // SAFETY: `texref` is null or valid.
    guard(|| unsafe {
        if symbol.is_null() {
            return Err(CudaError::InvalidTexture);
        }
        put(texref, symbol as *const TextureReference)
    })
}

/// `cudaBindSurfaceToArray`: the array's own format is what surface accesses use, as for
/// `cudaBindTextureToArray`.
#[no_mangle]
pub extern "C" fn cudaBindSurfaceToArray(
    surfref: *const SurfaceReference,
    array: CudaArray,
    _desc: *const ChannelFormatDesc,
) -> CudaError {
    guard(|| {
        let key = surfref as usize;
        rt().bind_surface_reference(key, ReferenceVar::Shadow(key), array as usize)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetSurfaceReference(
    surfref: *mut *const SurfaceReference,
    symbol: *const c_void,
) -> CudaError {
    // The reference is its host shadow.
    // SAFETY: `surfref` is null or valid.
    guard(|| unsafe {
        if symbol.is_null() {
            return Err(CudaError::InvalidSurface);
        }
        put(surfref, symbol as *const SurfaceReference)
    })
}

/// `cudaCreateChannelDesc`: a plain constructor.
#[no_mangle]
pub extern "C" fn cudaCreateChannelDesc(
    x: c_int,
    y: c_int,
    z: c_int,
    w: c_int,
    f: ChannelFormatKind,
) -> ChannelFormatDesc {
    ChannelFormatDesc { x, y, z, w, f }
}
