//! CUDA arrays and texture objects through the driver API.

use super::sys::{self, CuArray3DDescriptor, CuMemcpy3D, CuResourceDesc, CuTextureDesc};
use super::Gpu;
use crate::error::GpuError;
use ferrocuda_ir::texture::{AddressMode, Sampling, TexelFormat, TexelKind};
use std::ffi::c_uint;
use std::ptr;

/// What a texture object reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureSource {
    Linear {
        ptr: u64,
        width: usize,
    },
    Pitch2D {
        ptr: u64,
        width: usize,
        height: usize,
        pitch: usize,
    },
    /// An array from [`Gpu::create_array`].
    Array(u64),
    /// A mipmapped array from [`Gpu::create_mipmapped_array`].
    Mipmapped(u64),
}

/// One side of [`Gpu::copy_3d`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopySide {
    /// Host or device memory with a row pitch and `rows` rows per slice.
    Memory {
        ptr: u64,
        pitch: usize,
        rows: usize,
        device: bool,
    },
    /// An array, from byte `x` of row `y` of slice `z`.
    Array { handle: u64, origin: [usize; 3] },
}

/// One side of a `CUDA_MEMCPY3D`, in the driver's fields.
struct Side {
    memory_type: c_uint,
    origin: [usize; 3],
    host: *const std::ffi::c_void,
    device: u64,
    array: sys::CuArrayRaw,
    pitch: usize,
    rows: usize,
}

impl Side {
    fn of(side: CopySide) -> Side {
        let mut s = Side {
            memory_type: sys::CU_MEMORYTYPE_ARRAY,
            origin: [0; 3],
            host: ptr::null(),
            device: 0,
            array: ptr::null_mut(),
            pitch: 0,
            rows: 0,
        };
        match side {
            CopySide::Memory {
                ptr,
                pitch,
                rows,
                device,
            } => {
                (s.pitch, s.rows) = (pitch, rows);
                if device {
                    (s.memory_type, s.device) = (sys::CU_MEMORYTYPE_DEVICE, ptr);
                } else {
                    (s.memory_type, s.host) = (sys::CU_MEMORYTYPE_HOST, ptr as *const _);
                }
            }
            CopySide::Array { handle, origin } => {
                (s.array, s.origin) = (handle as sys::CuArrayRaw, origin);
            }
        }
        s
    }
}

/// The driver's `CUarray_format` for a texel format.
fn array_format(f: &TexelFormat) -> Result<c_uint, GpuError> {
    Ok(match (f.kind, f.bits) {
        (TexelKind::Unsigned, 8) => 0x01,
        (TexelKind::Unsigned, 16) => 0x02,
        (TexelKind::Unsigned, 32) => 0x03,
        (TexelKind::Signed, 8) => 0x08,
        (TexelKind::Signed, 16) => 0x09,
        (TexelKind::Signed, 32) => 0x0a,
        (TexelKind::Float, 16) => 0x10,
        (TexelKind::Float, 32) => 0x20,
        _ => {
            return Err(GpuError::new(
                1,
                "cudaErrorInvalidValue",
                "a texel format the device cannot store",
            ))
        }
    })
}

/// The driver's description of an array of `extent` elements (unused dimensions 0).
fn array_descriptor(
    format: &TexelFormat,
    extent: [usize; 3],
    layered: bool,
    cubemap: bool,
) -> Result<CuArray3DDescriptor, GpuError> {
    Ok(CuArray3DDescriptor {
        width: extent[0],
        height: extent[1],
        depth: extent[2],
        format: array_format(format)?,
        num_channels: format.channels,
        flags: [
            (layered, sys::CUDA_ARRAY3D_LAYERED),
            (cubemap, sys::CUDA_ARRAY3D_CUBEMAP),
            // CUDA lets a surface be made over any array.
            (true, sys::CUDA_ARRAY3D_SURFACE_LDST),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .fold(0, |f, (_, bit)| f | bit),
    })
}

impl Gpu {
    /// Creates a CUDA array of `extent` elements; unused dimensions are 0, as the driver wants.
    pub fn create_array(
        &self,
        format: &TexelFormat,
        extent: [usize; 3],
        layered: bool,
        cubemap: bool,
    ) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        let desc = array_descriptor(format, extent, layered, cubemap)?;
        let mut array: sys::CuArrayRaw = ptr::null_mut();
        // SAFETY: a valid descriptor and out-pointer.
        cu.check(
            unsafe { (cu.fns.cuArray3DCreate_v2)(&mut array, &desc) },
            "cuArray3DCreate",
        )?;
        Ok(array as u64)
    }

    /// Creates a mipmapped array of `levels` levels whose level 0 is as
    /// [`Gpu::create_array`]'s array would be, and returns it with each level's array.
    pub fn create_mipmapped_array(
        &self,
        format: &TexelFormat,
        extent: [usize; 3],
        layered: bool,
        cubemap: bool,
        levels: usize,
    ) -> Result<(u64, Vec<u64>), GpuError> {
        let cu = self.bind()?;
        let desc = array_descriptor(format, extent, layered, cubemap)?;
        let mut mipmap: sys::CuArrayRaw = ptr::null_mut();
        // SAFETY: a valid descriptor and out-pointer.
        cu.check(
            unsafe { (cu.fns.cuMipmappedArrayCreate)(&mut mipmap, &desc, levels as c_uint) },
            "cuMipmappedArrayCreate",
        )?;
        let mut arrays = Vec::with_capacity(levels);
        for level in 0..levels {
            let mut array: sys::CuArrayRaw = ptr::null_mut();
            // SAFETY: the mipmapped array just made, a level it has, a valid out-pointer.
            cu.check(
                unsafe { (cu.fns.cuMipmappedArrayGetLevel)(&mut array, mipmap, level as c_uint) },
                "cuMipmappedArrayGetLevel",
            )?;
            arrays.push(array as u64);
        }
        Ok((mipmap as u64, arrays))
    }

    pub fn destroy_mipmapped_array(&self, mipmap: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the handle.
        cu.check(
            unsafe { (cu.fns.cuMipmappedArrayDestroy)(mipmap as sys::CuArrayRaw) },
            "cuMipmappedArrayDestroy",
        )
    }

    pub fn destroy_array(&self, array: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the handle.
        cu.check(
            unsafe { (cu.fns.cuArrayDestroy)(array as sys::CuArrayRaw) },
            "cuArrayDestroy",
        )
    }

    /// Copies a block of `extent` (width in bytes) between arrays and memory, and waits.
    ///
    /// # Safety
    /// Host-side memory must be valid for the block; the driver checks device memory and
    /// arrays.
    pub unsafe fn copy_3d(
        &self,
        dst: CopySide,
        src: CopySide,
        extent: [usize; 3],
    ) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: all-zero is a valid `CUDA_MEMCPY3D` (null pointers, zero sizes).
        let mut p: CuMemcpy3D = unsafe { std::mem::zeroed() };
        let s = Side::of(src);
        [p.src_x_in_bytes, p.src_y, p.src_z] = s.origin;
        (p.src_memory_type, p.src_pitch, p.src_height) = (s.memory_type, s.pitch, s.rows);
        (p.src_host, p.src_device, p.src_array) = (s.host, s.device, s.array);
        let d = Side::of(dst);
        [p.dst_x_in_bytes, p.dst_y, p.dst_z] = d.origin;
        (p.dst_memory_type, p.dst_pitch, p.dst_height) = (d.memory_type, d.pitch, d.rows);
        (p.dst_host, p.dst_device, p.dst_array) = (d.host as *mut _, d.device, d.array);
        [p.width_in_bytes, p.height, p.depth] = extent;
        // SAFETY: a fully initialised descriptor; host memory is the caller's promise.
        cu.check(unsafe { (cu.fns.cuMemcpy3D_v2)(&p) }, "cuMemcpy3D")?;
        self.synchronize()
    }

    /// Creates a texture object reading `source` as `format`, sampled as `sampling` says.
    pub fn create_texture(
        &self,
        source: TextureSource,
        format: &TexelFormat,
        sampling: &Sampling,
    ) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        // SAFETY: all-zero is a valid resource description (the array kind, no array).
        let mut res: CuResourceDesc = unsafe { std::mem::zeroed() };
        match source {
            TextureSource::Linear { ptr, width } => {
                res.res_type = sys::CU_RESOURCE_TYPE_LINEAR;
                res.dev_ptr_or_array = ptr;
                res.size_or_width = width * format.bytes();
            }
            TextureSource::Pitch2D {
                ptr,
                width,
                height,
                pitch,
            } => {
                res.res_type = sys::CU_RESOURCE_TYPE_PITCH2D;
                res.dev_ptr_or_array = ptr;
                res.size_or_width = width;
                res.height = height;
                res.pitch_in_bytes = pitch;
            }
            TextureSource::Array(a) => {
                res.res_type = sys::CU_RESOURCE_TYPE_ARRAY;
                res.dev_ptr_or_array = a;
            }
            TextureSource::Mipmapped(m) => {
                res.res_type = sys::CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
                res.dev_ptr_or_array = m;
            }
        }
        if !matches!(
            source,
            TextureSource::Array(_) | TextureSource::Mipmapped(_)
        ) {
            res.format = array_format(format)?;
            res.num_channels = format.channels;
        }
        let mode = |m: AddressMode| match m {
            AddressMode::Wrap => 0,
            AddressMode::Clamp => 1,
            AddressMode::Mirror => 2,
            AddressMode::Border => 3,
        };
        let mut flags = 0;
        if !sampling.normalized_float {
            flags |= sys::CU_TRSF_READ_AS_INTEGER;
        }
        if sampling.normalized_coords {
            flags |= sys::CU_TRSF_NORMALIZED_COORDINATES;
        }
        let desc = CuTextureDesc {
            address_mode: sampling.address.map(mode),
            filter_mode: u32::from(sampling.linear_filter),
            flags,
            max_anisotropy: 0,
            mipmap_filter_mode: u32::from(sampling.mipmap.linear),
            mipmap_level_bias: sampling.mipmap.bias,
            min_mipmap_level_clamp: sampling.mipmap.min_clamp,
            max_mipmap_level_clamp: sampling.mipmap.max_clamp,
            border_color: sampling.border,
            reserved: [0; 12],
        };
        let mut tex = 0u64;
        // SAFETY: valid descriptions and out-pointer; no view.
        cu.check(
            unsafe { (cu.fns.cuTexObjectCreate)(&mut tex, &res, &desc, ptr::null()) },
            "cuTexObjectCreate",
        )?;
        Ok(tex)
    }

    /// Creates a surface object over an array.
    pub fn create_surface(&self, array: u64) -> Result<u64, GpuError> {
        let cu = self.bind()?;
        // SAFETY: all-zero is a valid resource description (the array kind, no array).
        let mut res: CuResourceDesc = unsafe { std::mem::zeroed() };
        res.res_type = sys::CU_RESOURCE_TYPE_ARRAY;
        res.dev_ptr_or_array = array;
        let mut surf = 0u64;
        // SAFETY: a valid description and out-pointer.
        cu.check(
            unsafe { (cu.fns.cuSurfObjectCreate)(&mut surf, &res) },
            "cuSurfObjectCreate",
        )?;
        Ok(surf)
    }

    pub fn destroy_surface(&self, surf: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the handle.
        cu.check(
            unsafe { (cu.fns.cuSurfObjectDestroy)(surf) },
            "cuSurfObjectDestroy",
        )
    }

    pub fn destroy_texture(&self, tex: u64) -> Result<(), GpuError> {
        let cu = self.bind()?;
        // SAFETY: the driver validates the handle.
        cu.check(
            unsafe { (cu.fns.cuTexObjectDestroy)(tex) },
            "cuTexObjectDestroy",
        )
    }
}
