//! CUDA arrays, texture and surface objects, and legacy texture references.
//!
//! An array is pitched device memory the runtime allocates, unless the backend keeps opaque
//! arrays of its own ([`Backend::create_array`]); copies to and from pitched arrays are ordinary
//! strided copies. A texture object is the backend's handle. A legacy texture reference is a
//! module variable holding a texture object: binding creates the object from the reference's
//! host shadow (its sampling fields, and the read mode the `texture<>` template stores in
//! `__cudaReserved[0]`) and writes the handle into the variable, which is what device code's
//! fetches through the reference read.

use crate::abi::{
    ChannelFormatDesc, ChannelFormatKind, CudaError, ResourceDesc, ResourceType,
    TextureAddressMode, TextureDesc, TextureFilterMode, TextureReadMode, TextureReference,
};
use crate::backend::{
    ArrayCopySide, ArrayShape, ArrayStorage, Backend, CopyDirection, MemoryKind, TextureMemory,
    TextureSpec,
};
use crate::context::{Context, Runtime};
use crate::copy::{Extent, Pitched, MEMCPY_DEFAULT, MEMCPY_DEVICE_TO_HOST, MEMCPY_HOST_TO_DEVICE};
use crate::error::CudaResult;
use ferrocuda_ir::texture::{AddressMode, Mipmap, Sampling, TexelFormat, TexelKind};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// `cudaArrayLayered`, `cudaArrayCubemap`.
const ARRAY_LAYERED: u32 = 0x01;
const ARRAY_CUBEMAP: u32 = 0x04;

#[derive(Clone, Copy, Debug)]
struct ArrayObj {
    shape: ArrayShape,
    storage: ArrayStorage,
    desc: ChannelFormatDesc,
    /// The extent as the program gave it (0 for missing dimensions), for `cudaArrayGetInfo`.
    given: [usize; 3],
    flags: u32,
    /// A level of a mipmapped array, freed with it.
    in_mipmap: bool,
}

/// A mipmapped array: its levels, each also an array of [`TextureState::arrays`].
#[derive(Clone, Debug)]
struct MipmapObj {
    /// Level 0's shape.
    shape: ArrayShape,
    /// The backend's handle, where it keeps the array ([`Backend::create_mipmapped_array`]).
    handle: Option<u64>,
    /// Each level's storage, level 0 first.
    storage: Vec<ArrayStorage>,
    /// The level arrays' handles, level 0 first.
    arrays: Vec<usize>,
}

#[derive(Clone, Copy)]
struct TextureObj {
    resource: ResourceDesc,
    desc: TextureDesc,
}

// SAFETY: the descriptions' pointers are device addresses and array handles kept to answer
// queries; they are never dereferenced.
unsafe impl Send for TextureObj {}
// SAFETY: as above.
unsafe impl Sync for TextureObj {}

#[derive(Default)]
pub(crate) struct TextureState {
    arrays: Mutex<HashMap<usize, ArrayObj>>,
    mipmaps: Mutex<HashMap<usize, MipmapObj>>,
    next_array: Mutex<usize>,
    objects: Mutex<HashMap<u64, TextureObj>>,
    /// Surface object → the description it was created from.
    surfaces: Mutex<HashMap<u64, TextureObj>>,
    /// Texture reference host shadow → the texture object bound to it.
    bindings: Mutex<HashMap<usize, u64>>,
    /// Surface reference host shadow → the surface object bound to it.
    surface_bindings: Mutex<HashMap<usize, u64>>,
}

/// Where one end of a copy involving an array is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyEnd {
    Memory(Pitched),
    /// A CUDA array (`cudaArray_t`), from byte `origin[0]` of row `origin[1]` of slice
    /// `origin[2]`.
    Array {
        array: usize,
        origin: [usize; 3],
    },
}

/// The texel format a channel descriptor describes: equal channels, from the first.
fn texel_format(d: &ChannelFormatDesc) -> CudaResult<TexelFormat> {
    let bits = [d.x, d.y, d.z, d.w];
    let channels = bits.iter().take_while(|&&b| b != 0).count() as u32;
    let kind = match d.f {
        ChannelFormatKind::SIGNED => TexelKind::Signed,
        ChannelFormatKind::UNSIGNED => TexelKind::Unsigned,
        ChannelFormatKind::FLOAT => TexelKind::Float,
        _ => return Err(CudaError::InvalidChannelDescriptor),
    };
    let ok_bits = match kind {
        TexelKind::Float => matches!(d.x, 16 | 32),
        _ => matches!(d.x, 8 | 16 | 32),
    };
    let same = bits[..channels as usize].iter().all(|&b| b == d.x)
        && bits[channels as usize..].iter().all(|&b| b == 0);
    if !ok_bits || !same || !matches!(channels, 1 | 2 | 4) {
        return Err(CudaError::InvalidChannelDescriptor);
    }
    Ok(TexelFormat {
        kind,
        bits: d.x as u32,
        channels,
    })
}

fn address_mode(m: TextureAddressMode) -> CudaResult<AddressMode> {
    Ok(match m {
        TextureAddressMode::WRAP => AddressMode::Wrap,
        TextureAddressMode::CLAMP => AddressMode::Clamp,
        TextureAddressMode::MIRROR => AddressMode::Mirror,
        TextureAddressMode::BORDER => AddressMode::Border,
        _ => return Err(CudaError::InvalidValue),
    })
}

fn sampling(d: &TextureDesc, format: &TexelFormat) -> CudaResult<Sampling> {
    let linear_filter = match d.filter_mode {
        TextureFilterMode::POINT => false,
        TextureFilterMode::LINEAR => true,
        _ => return Err(CudaError::InvalidValue),
    };
    let normalized_float = match d.read_mode {
        TextureReadMode::ELEMENT_TYPE => false,
        TextureReadMode::NORMALIZED_FLOAT => true,
        _ => return Err(CudaError::InvalidValue),
    };
    // Filtering interpolates floats: integer texels must be read as normalized floats.
    let integer = format.kind != TexelKind::Float;
    if linear_filter && integer && !normalized_float {
        return Err(CudaError::InvalidFilterSetting);
    }
    Ok(Sampling {
        address: [
            address_mode(d.address_mode[0])?,
            address_mode(d.address_mode[1])?,
            address_mode(d.address_mode[2])?,
        ],
        linear_filter,
        normalized_float: normalized_float && integer,
        normalized_coords: d.normalized_coords != 0,
        border: d.border_color,
        mipmap: Mipmap {
            linear: d.mipmap_filter_mode == TextureFilterMode::LINEAR,
            bias: d.mipmap_level_bias,
            min_clamp: d.min_mipmap_level_clamp,
            max_clamp: d.max_mipmap_level_clamp,
        },
    })
}

impl Runtime {
    /// `cudaMallocArray` and `cudaMalloc3DArray`: `extent` as the program gives it, 0 for
    /// dimensions the array does not have (the layer count is the depth of a layered array).
    pub fn malloc_array(
        &self,
        desc: &ChannelFormatDesc,
        extent: [usize; 3],
        flags: u32,
    ) -> CudaResult<usize> {
        self.call(|ctx| {
            let shape = array_shape(desc, extent, flags)?;
            let storage = match ctx.backend.create_array(&shape) {
                Some(Ok(handle)) => ArrayStorage::Opaque(handle),
                Some(Err(e)) => {
                    eprintln!("ferrocuda: cannot create a CUDA array: {e}");
                    return Err(CudaError::MemoryAllocation);
                }
                None => pitched_storage(ctx, &shape)?,
            };
            Ok(register_array(
                ctx,
                ArrayObj {
                    shape,
                    storage,
                    desc: *desc,
                    given: extent,
                    flags,
                    in_mipmap: false,
                },
            ))
        })
    }

    /// `cudaMallocMipmappedArray`: `levels` levels, each an array of its own that
    /// `cudaGetMipmappedArrayLevel` hands out. As measured, any count is taken: 0 makes one
    /// level, and a count past the chain of halvings of the largest dimension down to 1 makes
    /// the chain.
    pub fn malloc_mipmapped_array(
        &self,
        desc: &ChannelFormatDesc,
        extent: [usize; 3],
        levels: u32,
        flags: u32,
    ) -> CudaResult<usize> {
        self.call(|ctx| {
            let shape = array_shape(desc, extent, flags)?;
            let largest = shape.extent[..shape.dims as usize]
                .iter()
                .max()
                .copied()
                .unwrap_or(1);
            let chain = (usize::BITS - largest.leading_zeros()) as usize;
            let count = (levels as usize).clamp(1, chain);
            let (backend_handle, storage): (Option<u64>, Vec<ArrayStorage>) =
                match ctx.backend.create_mipmapped_array(&shape, count) {
                    Some(Ok((h, arrays))) => (
                        Some(h),
                        arrays.into_iter().map(ArrayStorage::Opaque).collect(),
                    ),
                    Some(Err(e)) => {
                        eprintln!("ferrocuda: cannot create a mipmapped array: {e}");
                        return Err(CudaError::MemoryAllocation);
                    }
                    None => {
                        let mut made = Vec::with_capacity(count);
                        for l in 0..count {
                            match pitched_storage(ctx, &shape.level(l)) {
                                Ok(storage) => made.push(storage),
                                Err(e) => {
                                    // The levels made so far go back.
                                    release_pitched(ctx, &made)?;
                                    return Err(e);
                                }
                            }
                        }
                        (None, made)
                    }
                };
            let arrays = (0..count)
                .map(|l| {
                    // The extent as given, halved in the dimensions that are not layers.
                    let spatial = match shape.layered || shape.cubemap {
                        true => shape.dims as usize,
                        false => 3,
                    };
                    let mut given = extent;
                    for n in given.iter_mut().take(spatial).filter(|n| **n != 0) {
                        *n = (*n >> l).max(1);
                    }
                    let level = ArrayObj {
                        shape: shape.level(l),
                        storage: storage[l],
                        desc: *desc,
                        given,
                        flags,
                        in_mipmap: true,
                    };
                    register_array(ctx, level)
                })
                .collect();
            let mut next = lock(&ctx.textures.next_array);
            *next += 1;
            let handle = 0xb000_0000 + *next * 16;
            lock(&ctx.textures.mipmaps).insert(
                handle,
                MipmapObj {
                    shape,
                    handle: backend_handle,
                    storage,
                    arrays,
                },
            );
            Ok(handle)
        })
    }

    /// `cudaGetMipmappedArrayLevel`.
    pub fn mipmapped_array_level(&self, mipmap: usize, level: u32) -> CudaResult<usize> {
        self.call(|ctx| {
            let mipmaps = lock(&ctx.textures.mipmaps);
            let m = mipmaps.get(&mipmap).ok_or(CudaError::InvalidValue)?;
            m.arrays
                .get(level as usize)
                .copied()
                .ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaFreeMipmappedArray`: its levels go with it.
    pub fn free_mipmapped_array(&self, mipmap: usize) -> CudaResult<()> {
        self.call(|ctx| {
            if mipmap == 0 {
                return Ok(());
            }
            ctx.wait_all();
            let m = lock(&ctx.textures.mipmaps)
                .remove(&mipmap)
                .ok_or(CudaError::InvalidValue)?;
            let mut arrays = lock(&ctx.textures.arrays);
            for a in &m.arrays {
                arrays.remove(a);
            }
            drop(arrays);
            if let Some(h) = m.handle {
                ctx.backend.destroy_mipmapped_array(h);
            }
            release_pitched(ctx, &m.storage)
        })
    }

    /// `cudaFreeArray`.
    pub fn free_array(&self, array: usize) -> CudaResult<()> {
        self.call(|ctx| {
            if array == 0 {
                return Ok(());
            }
            ctx.wait_all();
            let mut arrays = lock(&ctx.textures.arrays);
            // A mipmapped array's level is freed with the mipmapped array; freeing it alone
            // succeeds and frees nothing (measured).
            if arrays.get(&array).is_some_and(|a| a.in_mipmap) {
                return Ok(());
            }
            let a = arrays.remove(&array).ok_or(CudaError::InvalidValue)?;
            drop(arrays);
            match a.storage {
                ArrayStorage::Pitched { ptr, .. } => ctx.release(ptr, &[MemoryKind::Device]),
                ArrayStorage::Opaque(h) => {
                    ctx.backend.destroy_array(h);
                    Ok(())
                }
            }
        })
    }

    /// `cudaArrayGetInfo`: the channel descriptor, the extent as allocated, the flags.
    pub fn array_info(&self, array: usize) -> CudaResult<(ChannelFormatDesc, [usize; 3], u32)> {
        self.call(|ctx| {
            let a = array_obj(ctx, array)?;
            Ok((a.desc, a.given, a.flags))
        })
    }

    /// Bytes per element of an array (3D copies count array widths in elements).
    pub fn array_element_bytes(&self, array: usize) -> CudaResult<usize> {
        self.call(|ctx| Ok(array_obj(ctx, array)?.shape.format.bytes()))
    }

    /// A copy where either end may be an array; `e.width` is in bytes.
    ///
    /// # Safety
    /// Host-side memory must be valid for the block, as for [`Runtime::memcpy`].
    pub unsafe fn memcpy_array(
        &self,
        dst: CopyEnd,
        src: CopyEnd,
        e: Extent,
        kind: i32,
        stream: Option<usize>,
    ) -> CudaResult<()> {
        if e.width == 0 || e.height == 0 || e.depth == 0 {
            return Ok(());
        }
        let ends = self.call(|ctx| Ok((resolve_end(ctx, dst, &e)?, resolve_end(ctx, src, &e)?)))?;
        match ends {
            (Resolved::Memory(d), Resolved::Memory(s)) => {
                // SAFETY: forwarded from the caller.
                unsafe { self.memcpy_3d(d, s, e, kind, stream) }
            }
            (d, s) => self.call(|ctx| {
                let stream = match stream {
                    None => ctx.streams.legacy().clone(),
                    Some(h) => self.stream_for_work(ctx, h)?,
                };
                let dst_device = kind != MEMCPY_DEVICE_TO_HOST;
                let src_device = kind != MEMCPY_HOST_TO_DEVICE;
                let (dst, src) = (
                    opaque_side(ctx, d, dst_device, kind, &e)?,
                    opaque_side(ctx, s, src_device, kind, &e)?,
                );
                let c = ctx.clone();
                let extent = [e.width, e.height, e.depth];
                let result = Arc::new(Mutex::new(Ok(())));
                let r = result.clone();
                ctx.streams.enqueue_and_wait(
                    &stream,
                    Box::new(move || {
                        // SAFETY: validated above; host memory is the caller's promise.
                        *lock(&r) = unsafe { c.backend.copy_array(dst, src, extent) };
                    }),
                );
                let outcome = lock(&result).clone();
                outcome.map_err(|msg| {
                    eprintln!("ferrocuda: array copy failed: {msg}");
                    CudaError::InvalidValue
                })
            }),
        }
    }

    /// `cudaCreateTextureObject` (views are not supported: a view must be null).
    pub fn create_texture_object(
        &self,
        res: &ResourceDesc,
        desc: &TextureDesc,
        has_view: bool,
    ) -> CudaResult<u64> {
        self.call(|ctx| {
            if has_view {
                return Err(CudaError::NotSupported);
            }
            let handle = create_texture(ctx, res, desc)?;
            lock(&ctx.textures.objects).insert(
                handle,
                TextureObj {
                    resource: *res,
                    desc: *desc,
                },
            );
            Ok(handle)
        })
    }

    /// `cudaDestroyTextureObject`.
    pub fn destroy_texture_object(&self, handle: u64) -> CudaResult<()> {
        self.call(|ctx| {
            destroy_object(ctx, &ctx.textures.objects, handle, |b, h| {
                b.destroy_texture(h)
            })
        })
    }

    /// The descriptions a texture object was created from.
    pub fn texture_object_descs(&self, handle: u64) -> CudaResult<(ResourceDesc, TextureDesc)> {
        self.call(|ctx| {
            lock(&ctx.textures.objects)
                .get(&handle)
                .map(|t| (t.resource, t.desc))
                .ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaCreateSurfaceObject`: over any array, as CUDA allows (it does not check for
    /// `cudaArraySurfaceLoadStore`).
    pub fn create_surface_object(&self, res: &ResourceDesc) -> CudaResult<u64> {
        self.call(|ctx| {
            if res.res_type != ResourceType::ARRAY {
                return Err(CudaError::InvalidValue);
            }
            // SAFETY: the array member is the one an array resource fills in.
            let handle = create_surface(ctx, unsafe { res.res.array.array } as usize)?;
            let desc = TextureDesc::default();
            lock(&ctx.textures.surfaces).insert(
                handle,
                TextureObj {
                    resource: *res,
                    desc,
                },
            );
            Ok(handle)
        })
    }

    /// `cudaDestroySurfaceObject`.
    pub fn destroy_surface_object(&self, handle: u64) -> CudaResult<()> {
        self.call(|ctx| {
            destroy_object(ctx, &ctx.textures.surfaces, handle, |b, h| {
                b.destroy_surface(h)
            })
        })
    }

    /// `cudaGetSurfaceObjectResourceDesc`.
    pub fn surface_object_desc(&self, handle: u64) -> CudaResult<ResourceDesc> {
        self.call(|ctx| {
            lock(&ctx.textures.surfaces)
                .get(&handle)
                .map(|s| s.resource)
                .ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaBindTexture`, `cudaBindTexture2D`, `cudaBindTextureToArray`: makes the reference
    /// whose host shadow is `texref` read `res` with the shadow's modes, and returns the
    /// offset CUDA returns (see [`Runtime::bind_texture_reference`]).
    ///
    /// # Safety
    /// `texref` must point to the program's `textureReference` host shadow.
    pub unsafe fn bind_texture(
        &self,
        texref: usize,
        res: &ResourceDesc,
        offset_wanted: bool,
    ) -> CudaResult<usize> {
        if texref == 0 {
            return Err(CudaError::InvalidTexture);
        }
        // SAFETY: the caller's contract.
        let r: TextureReference = unsafe { *(texref as *const TextureReference) };
        let desc = TextureDesc {
            address_mode: r.address_mode,
            filter_mode: r.filter_mode,
            read_mode: TextureReadMode(r.cuda_reserved[0]),
            normalized_coords: r.normalized,
            ..TextureDesc::default()
        };
        self.bind_texture_reference(
            texref,
            ReferenceVar::Shadow(texref),
            res,
            &desc,
            offset_wanted,
        )
    }

    /// Makes the legacy texture reference `key` (a host shadow's address, or a driver API
    /// `CUtexref`) read `res` as `desc` says, through a texture object of its own (the one an
    /// earlier binding of `key` made is freed), and writes that object to `var`, the module
    /// variable kernels fetch through. Returns the offset CUDA returns.
    ///
    /// A linear binding of `UINT_MAX` bytes, the size `cudaBindTexture` defaults to, binds the
    /// rest of the allocation. Texture memory must start at a multiple of the device's texture
    /// alignment. As CUDA does,
    /// a binding to memory that does not is made from the aligned address below it, and the
    /// distance (which fetches must add) is returned; without `offset_wanted` such a binding
    /// is an error.
    pub fn bind_texture_reference(
        &self,
        key: usize,
        var: ReferenceVar<'_>,
        res: &ResourceDesc,
        desc: &TextureDesc,
        offset_wanted: bool,
    ) -> CudaResult<usize> {
        self.call(|ctx| {
            let mut res = *res;
            let align = ctx.props.texture_alignment.max(1) as u64;
            // SAFETY: `res_type` says which member of the union is filled in.
            let offset = unsafe {
                match res.res_type {
                    ResourceType::LINEAR => {
                        let l = &mut res.res.linear;
                        // The size `cudaBindTexture`'s declaration defaults to (`UINT_MAX`):
                        // the rest of the allocation, as CUDA binds it.
                        if l.size_in_bytes == u32::MAX as usize {
                            let region = ctx.memory.classify(l.dev_ptr as u64, &*ctx.backend);
                            if let Some((base, size)) = region.range() {
                                l.size_in_bytes = (base + size as u64 - l.dev_ptr as u64) as usize;
                            }
                        }
                        let off = l.dev_ptr as u64 % align;
                        l.dev_ptr = (l.dev_ptr as u64 - off) as *mut _;
                        l.size_in_bytes += off as usize;
                        off
                    }
                    ResourceType::PITCH_2D => res.res.pitch2d.dev_ptr as u64 % align,
                    _ => 0,
                }
            };
            if offset != 0 && (!offset_wanted || res.res_type == ResourceType::PITCH_2D) {
                return Err(CudaError::InvalidValue);
            }
            let var = self
                .reference_var(ctx, var)
                .map_err(|_| CudaError::InvalidTexture)?;
            let handle = create_texture(ctx, &res, desc)?;
            let old = lock(&ctx.textures.bindings).insert(key, handle);
            if let Some(var) = var {
                set_reference(ctx, var, handle);
            }
            if let Some(old) = old {
                ctx.backend.destroy_texture(old);
            }
            Ok(offset as usize)
        })
    }

    /// `cudaBindSurfaceToArray`, `cuSurfRefSetArray`: makes the surface reference `key` (a
    /// host shadow's address, or a driver API `CUsurfref`) read and write `array` through a
    /// surface object of its own (the one an earlier binding made is freed), written to `var`.
    pub fn bind_surface_reference(
        &self,
        key: usize,
        var: ReferenceVar<'_>,
        array: usize,
    ) -> CudaResult<()> {
        self.call(|ctx| {
            let var = self
                .reference_var(ctx, var)
                .map_err(|_| CudaError::InvalidSurface)?;
            // CUDA documents invalid value as the answer for anything wrong with the array.
            let handle = create_surface(ctx, array).map_err(|_| CudaError::InvalidValue)?;
            let old = lock(&ctx.textures.surface_bindings).insert(key, handle);
            if let Some(var) = var {
                set_reference(ctx, var, handle);
            }
            if let Some(old) = old {
                ctx.backend.destroy_surface(old);
            }
            Ok(())
        })
    }

    /// `cudaUnbindTexture`, `cuTexRefDestroy`: frees the texture object reference `key` was
    /// bound to, if any, and clears `var`.
    pub fn unbind_texture_reference(&self, key: usize, var: ReferenceVar<'_>) -> CudaResult<()> {
        self.call(|ctx| {
            let var = self
                .reference_var(ctx, var)
                .map_err(|_| CudaError::InvalidTexture)?;
            if let Some(old) = lock(&ctx.textures.bindings).remove(&key) {
                if let Some(var) = var {
                    set_reference(ctx, var, 0);
                }
                ctx.backend.destroy_texture(old);
            }
            Ok(())
        })
    }

    /// The device address of the variable a legacy reference's handle lives in.
    fn reference_var(&self, ctx: &Context, var: ReferenceVar<'_>) -> CudaResult<Option<u64>> {
        match var {
            ReferenceVar::Shadow(shadow) => Ok(Some(self.resolve_var(ctx, shadow)?.0)),
            ReferenceVar::Module { module, name } => {
                Ok(Some(self.module_variable(ctx, module, name)?.0))
            }
            ReferenceVar::Detached => Ok(None),
        }
    }
}

/// Where a legacy texture or surface reference's handle is, for kernels to fetch through.
#[derive(Clone, Copy, Debug)]
pub enum ReferenceVar<'a> {
    /// The runtime API's references: the program's host shadow of a `texture<...>` or
    /// `surface<...>` variable.
    Shadow(usize),
    /// The driver API's references: the variable `name` of module `module` (a `CUmodule`).
    Module { module: usize, name: &'a str },
    /// A reference no kernel reads (`cuTexRefCreate`'s): bindings are kept for queries only.
    Detached,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Forgets texture or surface object `handle` (0 is a no-op, as in CUDA) and, once the work
/// that may read it is done, has the backend free it.
fn destroy_object(
    ctx: &Context,
    table: &Mutex<HashMap<u64, TextureObj>>,
    handle: u64,
    destroy: fn(&dyn Backend, u64),
) -> CudaResult<()> {
    if handle == 0 {
        return Ok(());
    }
    lock(table).remove(&handle).ok_or(CudaError::InvalidValue)?;
    ctx.wait_all();
    destroy(&*ctx.backend, handle);
    Ok(())
}

fn array_obj(ctx: &Context, array: usize) -> CudaResult<ArrayObj> {
    lock(&ctx.textures.arrays)
        .get(&array)
        .copied()
        .ok_or(CudaError::InvalidValue)
}

/// The shape of an array `cudaMallocArray`, `cudaMalloc3DArray` or `cudaMallocMipmappedArray`
/// is asked for, checked against the device's limits.
fn array_shape(desc: &ChannelFormatDesc, extent: [usize; 3], flags: u32) -> CudaResult<ArrayShape> {
    let format = texel_format(desc)?;
    let layered = flags & ARRAY_LAYERED != 0;
    let cubemap = flags & ARRAY_CUBEMAP != 0;
    let [w, h, d] = extent;
    let dims = match (h, d) {
        (0, 0) => 1,
        (0, _) if layered => 1,
        (_, 0) => 2,
        _ if layered || cubemap => 2,
        _ => 3,
    };
    if w == 0 || (dims == 1 && h != 0) || (cubemap && (w != h || d % 6 != 0)) {
        return Err(CudaError::InvalidValue);
    }
    // Past the device's texture limits is an invalid value, not an allocation failure
    // (measured for a 2D array).
    use crate::device::tex;
    let limits: &[i32] = match (dims, layered, cubemap) {
        (_, _, true) => &[],
        (1, false, _) => &[tex::TEX_1D],
        (2, false, _) => &tex::TEX_2D,
        (3, _, _) => &tex::TEX_3D,
        (1, true, _) => &tex::TEX_1D_LAYERED,
        (_, true, _) => &tex::TEX_2D_LAYERED,
        _ => &[],
    };
    let given = [w, if layered && dims == 1 { d } else { h }, d];
    if limits
        .iter()
        .zip(given)
        .any(|(&limit, n)| n > limit as usize)
    {
        return Err(CudaError::InvalidValue);
    }
    Ok(ArrayShape {
        format,
        extent: [w, h.max(1), d.max(1)],
        layered,
        cubemap,
        dims,
    })
}

/// Pitched device memory for an array of `shape`, on a backend without opaque arrays.
fn pitched_storage(ctx: &Context, shape: &ArrayShape) -> CudaResult<ArrayStorage> {
    let align = ctx.props.texture_pitch_alignment.max(1);
    let overflow = CudaError::MemoryAllocation;
    let row = shape.extent[0]
        .checked_mul(shape.format.bytes())
        .ok_or(overflow)?;
    let pitch = row.checked_next_multiple_of(align).ok_or(overflow)?;
    let slice = pitch.checked_mul(shape.extent[1]).ok_or(overflow)?;
    let size = slice.checked_mul(shape.extent[2]).ok_or(overflow)?;
    let ptr = ctx.allocate(size, MemoryKind::Device, 0)?;
    Ok(ArrayStorage::Pitched { ptr, pitch, slice })
}

/// Frees the pitched device memory of `storage` (opaque arrays are the backend's to free).
fn release_pitched(ctx: &Context, storage: &[ArrayStorage]) -> CudaResult<()> {
    for s in storage {
        if let ArrayStorage::Pitched { ptr, .. } = *s {
            ctx.release(ptr, &[MemoryKind::Device])?;
        }
    }
    Ok(())
}

/// Records an array and returns its handle.
fn register_array(ctx: &Context, array: ArrayObj) -> usize {
    let mut next = lock(&ctx.textures.next_array);
    // Handles are opaque to the program: small tagged numbers that are never null.
    *next += 1;
    let handle = 0xa000_0000 + *next * 16;
    lock(&ctx.textures.arrays).insert(handle, array);
    handle
}

/// A surface object over CUDA array `array`.
fn create_surface(ctx: &Context, array: usize) -> CudaResult<u64> {
    let a = array_obj(ctx, array).map_err(|_| CudaError::InvalidResourceHandle)?;
    ctx.backend
        .create_surface(a.storage, &a.shape)
        .map_err(|e| {
            eprintln!("ferrocuda: cannot create a surface object: {e}");
            CudaError::InvalidValue
        })
}

/// Writes a texture or surface object into a reference's device variable, once earlier work
/// is done.
fn set_reference(ctx: &Arc<Context>, var: u64, handle: u64) {
    let bytes = handle.to_le_bytes();
    let c = ctx.clone();
    ctx.streams.enqueue_and_wait(
        ctx.streams.legacy(),
        Box::new(move || {
            // SAFETY: `var` is the reference's module variable (8 bytes on the device side).
            unsafe {
                c.backend
                    .copy(var, bytes.as_ptr() as u64, 8, CopyDirection::HostToDevice)
            };
        }),
    );
}

fn create_texture(ctx: &Context, res: &ResourceDesc, desc: &TextureDesc) -> CudaResult<u64> {
    // SAFETY: `res_type` says which member of the union the program filled in.
    let (memory, format) = unsafe {
        match res.res_type {
            ResourceType::LINEAR => {
                let l = res.res.linear;
                let format = texel_format(&l.desc)?;
                let ptr = l.dev_ptr as u64;
                ctx.device_range(ptr, l.size_in_bytes)?;
                let width = l.size_in_bytes / format.bytes();
                (TextureMemory::Linear { ptr, width }, format)
            }
            ResourceType::PITCH_2D => {
                let p = res.res.pitch2d;
                let format = texel_format(&p.desc)?;
                let ptr = p.dev_ptr as u64;
                if p.width
                    .checked_mul(format.bytes())
                    .is_none_or(|w| w > p.pitch_in_bytes)
                {
                    return Err(CudaError::InvalidValue);
                }
                let span = p
                    .pitch_in_bytes
                    .checked_mul(p.height)
                    .ok_or(CudaError::InvalidValue)?;
                ctx.device_range(ptr, span)?;
                let memory = TextureMemory::Pitch2D {
                    ptr,
                    width: p.width,
                    height: p.height,
                    pitch: p.pitch_in_bytes,
                };
                (memory, format)
            }
            ResourceType::ARRAY => {
                let a = array_obj(ctx, res.res.array.array as usize)
                    .map_err(|_| CudaError::InvalidResourceHandle)?;
                let memory = TextureMemory::Array {
                    storage: a.storage,
                    shape: a.shape,
                };
                (memory, a.shape.format)
            }
            ResourceType::MIPMAPPED_ARRAY => {
                let handle = res.res.mipmap.mipmap as usize;
                let m = lock(&ctx.textures.mipmaps)
                    .get(&handle)
                    .cloned()
                    .ok_or(CudaError::InvalidResourceHandle)?;
                let memory = TextureMemory::Mipmapped {
                    handle: m.handle,
                    levels: m.storage,
                    shape: m.shape,
                };
                (memory, m.shape.format)
            }
            _ => return Err(CudaError::NotSupported),
        }
    };
    let spec = TextureSpec {
        memory,
        format,
        sampling: sampling(desc, &format)?,
    };
    ctx.backend.create_texture(&spec).map_err(|e| {
        eprintln!("ferrocuda: cannot create a texture object: {e}");
        CudaError::InvalidValue
    })
}

/// An end of a copy after looking up its array.
#[derive(Clone, Copy)]
enum Resolved {
    Memory(Pitched),
    Opaque { handle: u64, origin: [usize; 3] },
}

/// Checks an array end against the array's bounds; a pitched array becomes memory.
fn resolve_end(ctx: &Context, end: CopyEnd, e: &Extent) -> CudaResult<Resolved> {
    let (array, origin) = match end {
        CopyEnd::Memory(p) => return Ok(Resolved::Memory(p)),
        CopyEnd::Array { array, origin } => (array, origin),
    };
    let a = array_obj(ctx, array)?;
    let row = a.shape.extent[0] * a.shape.format.bytes();
    let fits = |o: usize, n: usize, limit: usize| o.checked_add(n).is_some_and(|end| end <= limit);
    if !(fits(origin[0], e.width, row)
        && fits(origin[1], e.height, a.shape.extent[1])
        && fits(origin[2], e.depth, a.shape.extent[2]))
    {
        return Err(CudaError::InvalidValue);
    }
    Ok(match a.storage {
        ArrayStorage::Pitched { ptr, pitch, slice } => Resolved::Memory(Pitched {
            ptr: ptr + (origin[2] * slice + origin[1] * pitch + origin[0]) as u64,
            pitch,
            slice,
        }),
        ArrayStorage::Opaque(handle) => Resolved::Opaque { handle, origin },
    })
}

/// One side of an opaque-array copy; memory is checked as a plain copy checks it.
fn opaque_side(
    ctx: &Context,
    end: Resolved,
    device_by_kind: bool,
    kind: i32,
    e: &Extent,
) -> CudaResult<ArrayCopySide> {
    Ok(match end {
        Resolved::Opaque { handle, origin } => ArrayCopySide::Array { handle, origin },
        Resolved::Memory(p) => {
            let device = if kind == MEMCPY_DEFAULT {
                ctx.classify(p.ptr).is_device()
            } else {
                device_by_kind
            };
            if device {
                let span = (e.depth - 1) * p.slice + (e.height - 1) * p.pitch + e.width;
                ctx.device_range(p.ptr, span)?;
            }
            ArrayCopySide::Memory {
                ptr: p.ptr,
                pitch: p.pitch,
                slice: p.slice,
                device,
            }
        }
    })
}
