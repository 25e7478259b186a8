//! The driver API's arrays, pitched copies and texture objects (`cuArrayCreate`,
//! `cuMemcpy2D`, `cuTexObjectCreate`, ...): the runtime's arrays and texture objects, described
//! with the driver's structures. An array's format is a `CUarray_format` and a channel count
//! where the runtime API has a channel descriptor; each maps onto the other.

use crate::driver_api::{cu, cu_guard, out, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::rt;
use ferrocuda_runtime::abi::{
    ChannelFormatDesc, ChannelFormatKind, MemcpyKind, ResourceArray, ResourceDesc, ResourceDescRes,
    ResourceLinear, ResourceMipmap, ResourcePitch2D, ResourceType, TextureAddressMode, TextureDesc,
    TextureFilterMode, TextureReadMode,
};
use ferrocuda_runtime::{CopyEnd, Extent, Pitched};
use std::ffi::{c_uint, c_void};

/// `CUarray_format`'s values the runtime's formats have: (value, bits, kind).
const FORMATS: [(c_uint, i32, ChannelFormatKind); 8] = [
    (0x01, 8, ChannelFormatKind::UNSIGNED),
    (0x02, 16, ChannelFormatKind::UNSIGNED),
    (0x03, 32, ChannelFormatKind::UNSIGNED),
    (0x08, 8, ChannelFormatKind::SIGNED),
    (0x09, 16, ChannelFormatKind::SIGNED),
    (0x0a, 32, ChannelFormatKind::SIGNED),
    (0x10, 16, ChannelFormatKind::FLOAT),
    (0x20, 32, ChannelFormatKind::FLOAT),
];

/// The channel descriptor of `channels` channels of `format`.
pub(crate) fn channel_desc(
    format: c_uint,
    channels: c_uint,
) -> Result<ChannelFormatDesc, CuResult> {
    let &(_, bits, kind) = FORMATS
        .iter()
        .find(|f| f.0 == format)
        .ok_or(CUDA_ERROR_INVALID_VALUE)?;
    if !matches!(channels, 1 | 2 | 4) {
        return Err(CUDA_ERROR_INVALID_VALUE);
    }
    let bits_of = |i: c_uint| if i < channels { bits } else { 0 };
    Ok(ChannelFormatDesc {
        x: bits_of(0),
        y: bits_of(1),
        z: bits_of(2),
        w: bits_of(3),
        f: kind,
    })
}

/// The `CUarray_format` and channel count of a channel descriptor.
fn driver_format(d: &ChannelFormatDesc) -> (c_uint, c_uint) {
    let format = FORMATS
        .iter()
        .find(|f| f.1 == d.x && f.2 == d.f)
        .map_or(0, |f| f.0);
    let channels = [d.x, d.y, d.z, d.w].iter().filter(|&&b| b > 0).count();
    (format, channels as c_uint)
}

/// `CUDA_ARRAY_DESCRIPTOR`.
#[repr(C)]
pub struct ArrayDescriptor {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) format: c_uint,
    pub(crate) num_channels: c_uint,
}

/// `CUDA_ARRAY3D_DESCRIPTOR`; its flags are the runtime's `cudaArray*` flags.
#[repr(C)]
pub struct Array3dDescriptor {
    width: usize,
    height: usize,
    depth: usize,
    format: c_uint,
    num_channels: c_uint,
    flags: c_uint,
}

/// # Safety
/// `p` must be null or point to a valid `T`.
unsafe fn get<'a, T>(p: *const T) -> Result<&'a T, CuResult> {
    // SAFETY: the caller's contract.
    unsafe { p.as_ref() }.ok_or(CUDA_ERROR_INVALID_VALUE)
}

/// Makes an array and writes its handle.
///
/// # Safety
/// `array` must be null or writable.
unsafe fn create_array(
    array: *mut *mut c_void,
    desc: ChannelFormatDesc,
    extent: [usize; 3],
    flags: c_uint,
) -> Result<(), CuResult> {
    // The driver takes no 0-wide array, where the runtime takes 0 as "none" in other extents.
    if extent[0] == 0 {
        return Err(CUDA_ERROR_INVALID_VALUE);
    }
    let a = cu(rt().malloc_array(&desc, extent, flags))?;
    // SAFETY: forwarded from the caller.
    unsafe { out(array, a as *mut c_void) }
}

#[no_mangle]
pub unsafe extern "C" fn cuArrayCreate(
    array: *mut *mut c_void,
    desc: *const ArrayDescriptor,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid descriptor by the caller's contract.
        let d = unsafe { get(desc) }?;
        let format = channel_desc(d.format, d.num_channels)?;
        // SAFETY: forwarded from the caller.
        unsafe { create_array(array, format, [d.width, d.height, 0], 0) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuArray3DCreate(
    array: *mut *mut c_void,
    desc: *const Array3dDescriptor,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid descriptor by the caller's contract.
        let d = unsafe { get(desc) }?;
        let format = channel_desc(d.format, d.num_channels)?;
        let extent = [d.width, d.height, d.depth];
        // SAFETY: forwarded from the caller.
        unsafe { create_array(array, format, extent, d.flags) }
    })
}

#[no_mangle]
pub extern "C" fn cuArrayDestroy(array: *mut c_void) -> CuResult {
    cu_guard(|| cu(rt().free_array(array as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cuMipmappedArrayCreate(
    mipmap: *mut *mut c_void,
    desc: *const Array3dDescriptor,
    levels: c_uint,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid descriptor by the caller's contract.
        let d = unsafe { get(desc) }?;
        let format = channel_desc(d.format, d.num_channels)?;
        let extent = [d.width, d.height, d.depth];
        let m = cu(rt().malloc_mipmapped_array(&format, extent, levels, d.flags))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(mipmap, m as *mut c_void) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMipmappedArrayGetLevel(
    level_array: *mut *mut c_void,
    mipmap: *mut c_void,
    level: c_uint,
) -> CuResult {
    cu_guard(|| {
        let a = cu(rt().mipmapped_array_level(mipmap as usize, level))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(level_array, a as *mut c_void) }
    })
}

#[no_mangle]
pub extern "C" fn cuMipmappedArrayDestroy(mipmap: *mut c_void) -> CuResult {
    cu_guard(|| match mipmap.is_null() {
        true => Err(CUDA_ERROR_INVALID_VALUE),
        false => cu(rt().free_mipmapped_array(mipmap as usize)),
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuArrayGetDescriptor(
    desc: *mut ArrayDescriptor,
    array: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let (d, extent, _) = cu(rt().array_info(array as usize))?;
        let (format, num_channels) = driver_format(&d);
        let d = ArrayDescriptor {
            width: extent[0],
            height: extent[1],
            format,
            num_channels,
        };
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(desc, d) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuArray3DGetDescriptor(
    desc: *mut Array3dDescriptor,
    array: *mut c_void,
) -> CuResult {
    cu_guard(|| {
        let (d, extent, flags) = cu(rt().array_info(array as usize))?;
        let (format, num_channels) = driver_format(&d);
        let d = Array3dDescriptor {
            width: extent[0],
            height: extent[1],
            depth: extent[2],
            format,
            num_channels,
            flags,
        };
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(desc, d) }
    })
}

/// `CUmemorytype`.
const MEMORY_TYPE_HOST: c_uint = 1;
const MEMORY_TYPE_DEVICE: c_uint = 2;
const MEMORY_TYPE_ARRAY: c_uint = 3;
const MEMORY_TYPE_UNIFIED: c_uint = 4;

/// One end of a driver API copy, as `CUDA_MEMCPY2D` and `CUDA_MEMCPY3D` describe it.
struct Side {
    x_in_bytes: usize,
    y: usize,
    z: usize,
    memory_type: c_uint,
    host: *const c_void,
    device: u64,
    array: *mut c_void,
    pitch: usize,
    height: usize,
}

impl Side {
    /// The end as the runtime takes it, and whether it is device memory (`None`: unified, the
    /// runtime tells).
    fn end(&self) -> Result<(CopyEnd, Option<bool>), CuResult> {
        let at = |base: u64| -> Result<CopyEnd, CuResult> {
            let slice = self.pitch.checked_mul(self.height);
            let offset = slice
                .and_then(|s| self.z.checked_mul(s))
                .and_then(|o| o.checked_add(self.y.checked_mul(self.pitch)?))
                .and_then(|o| o.checked_add(self.x_in_bytes))
                .ok_or(CUDA_ERROR_INVALID_VALUE)?;
            Ok(CopyEnd::Memory(Pitched {
                ptr: base.wrapping_add(offset as u64),
                pitch: self.pitch,
                slice: slice.ok_or(CUDA_ERROR_INVALID_VALUE)?,
            }))
        };
        Ok(match self.memory_type {
            MEMORY_TYPE_HOST => (at(self.host as u64)?, Some(false)),
            MEMORY_TYPE_DEVICE => (at(self.device)?, Some(true)),
            MEMORY_TYPE_UNIFIED => (at(self.device)?, None),
            MEMORY_TYPE_ARRAY => (
                CopyEnd::Array {
                    array: self.array as usize,
                    origin: [self.x_in_bytes, self.y, self.z],
                },
                Some(true),
            ),
            _ => return Err(CUDA_ERROR_INVALID_VALUE),
        })
    }
}

/// A copy between two ends of `width` bytes, `height` rows and `depth` slices, synchronous or on
/// `stream`.
///
/// # Safety
/// Host ends must hold the block.
unsafe fn copy(
    dst: Side,
    src: Side,
    extent: Extent,
    stream: Option<*mut c_void>,
) -> Result<(), CuResult> {
    let (dst, dst_device) = dst.end()?;
    let (src, src_device) = src.end()?;
    let kind = match (src_device, dst_device) {
        (Some(false), Some(false)) => MemcpyKind::HOST_TO_HOST,
        (Some(false), Some(true)) => MemcpyKind::HOST_TO_DEVICE,
        (Some(true), Some(false)) => MemcpyKind::DEVICE_TO_HOST,
        (Some(true), Some(true)) => MemcpyKind::DEVICE_TO_DEVICE,
        _ => MemcpyKind::DEFAULT,
    };
    // SAFETY: forwarded from the caller.
    cu(unsafe { rt().memcpy_array(dst, src, extent, kind.0, stream.map(|s| s as usize)) })
}

/// `CUDA_MEMCPY2D`.
#[repr(C)]
pub struct Memcpy2d {
    src_x_in_bytes: usize,
    src_y: usize,
    src_memory_type: c_uint,
    src_host: *const c_void,
    src_device: u64,
    src_array: *mut c_void,
    src_pitch: usize,
    dst_x_in_bytes: usize,
    dst_y: usize,
    dst_memory_type: c_uint,
    dst_host: *mut c_void,
    dst_device: u64,
    dst_array: *mut c_void,
    dst_pitch: usize,
    width_in_bytes: usize,
    height: usize,
}

impl Memcpy2d {
    /// The same copy as `CUDA_MEMCPY3D` describes it: one slice, whose height places nothing.
    fn as_3d(&self) -> Memcpy3d {
        Memcpy3d {
            src_x_in_bytes: self.src_x_in_bytes,
            src_y: self.src_y,
            src_z: 0,
            src_lod: 0,
            src_memory_type: self.src_memory_type,
            src_host: self.src_host,
            src_device: self.src_device,
            src_array: self.src_array,
            reserved0: std::ptr::null_mut(),
            src_pitch: self.src_pitch,
            src_height: self.height,
            dst_x_in_bytes: self.dst_x_in_bytes,
            dst_y: self.dst_y,
            dst_z: 0,
            dst_lod: 0,
            dst_memory_type: self.dst_memory_type,
            dst_host: self.dst_host,
            dst_device: self.dst_device,
            dst_array: self.dst_array,
            reserved1: std::ptr::null_mut(),
            dst_pitch: self.dst_pitch,
            dst_height: self.height,
            width_in_bytes: self.width_in_bytes,
            height: self.height,
            depth: 1,
        }
    }
}

/// # Safety
/// `p` must be null or point to a valid `CUDA_MEMCPY2D` whose host ends hold the block.
unsafe fn memcpy_2d(p: *const Memcpy2d, stream: Option<*mut c_void>) -> CuResult {
    // SAFETY: the caller's contract.
    match unsafe { p.as_ref() } {
        // SAFETY: forwarded from the caller.
        Some(p) => unsafe { copy_3d(&p.as_3d(), stream) },
        None => CUDA_ERROR_INVALID_VALUE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2D(p: *const Memcpy2d) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { memcpy_2d(p, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2DUnaligned(p: *const Memcpy2d) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { memcpy_2d(p, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2DAsync(p: *const Memcpy2d, stream: *mut c_void) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { memcpy_2d(p, Some(stream)) }
}

/// One end of a one-dimensional copy of a CUDA array's bytes (`cuMemcpyAtoH` and its kin).
#[derive(Clone, Copy)]
enum RowEnd {
    Host(*mut c_void),
    Device(u64),
    /// An array and the byte offset in it.
    Array(*mut c_void, usize),
}

impl RowEnd {
    /// The end as `CUDA_MEMCPY2D` describes one: memory type (`CUmemorytype`: host 1, device 2,
    /// array 3), host pointer, device address, array and byte offset.
    fn fields(self) -> (c_uint, *mut c_void, u64, *mut c_void, usize) {
        let none = std::ptr::null_mut();
        match self {
            RowEnd::Host(h) => (1, h, 0, none, 0),
            RowEnd::Device(d) => (2, none, d, none, 0),
            RowEnd::Array(a, offset) => (3, none, 0, a, offset),
        }
    }
}

/// Copies `count` bytes between two ends, as the one-row `CUDA_MEMCPY2D` that describes it.
///
/// # Safety
/// A host end must hold `count` bytes.
unsafe fn copy_row(
    dst: RowEnd,
    src: RowEnd,
    count: usize,
    stream: Option<*mut c_void>,
) -> CuResult {
    let (src_memory_type, src_host, src_device, src_array, src_x_in_bytes) = src.fields();
    let (dst_memory_type, dst_host, dst_device, dst_array, dst_x_in_bytes) = dst.fields();
    let p = Memcpy2d {
        src_x_in_bytes,
        src_y: 0,
        src_memory_type,
        src_host: src_host.cast_const(),
        src_device,
        src_array,
        src_pitch: count,
        dst_x_in_bytes,
        dst_y: 0,
        dst_memory_type,
        dst_host,
        dst_device,
        dst_array,
        dst_pitch: count,
        width_in_bytes: count,
        height: 1,
    };
    // SAFETY: forwarded from the caller.
    unsafe { copy_3d(&p.as_3d(), stream) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAtoH(
    dst: *mut c_void,
    src: *mut c_void,
    offset: usize,
    count: usize,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { copy_row(RowEnd::Host(dst), RowEnd::Array(src, offset), count, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAtoHAsync(
    dst: *mut c_void,
    src: *mut c_void,
    offset: usize,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe {
        copy_row(
            RowEnd::Host(dst),
            RowEnd::Array(src, offset),
            count,
            Some(stream),
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoA(
    dst: *mut c_void,
    offset: usize,
    src: *const c_void,
    count: usize,
) -> CuResult {
    let src = RowEnd::Host(src.cast_mut());
    // SAFETY: forwarded from the caller.
    unsafe { copy_row(RowEnd::Array(dst, offset), src, count, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoAAsync(
    dst: *mut c_void,
    offset: usize,
    src: *const c_void,
    count: usize,
    stream: *mut c_void,
) -> CuResult {
    let src = RowEnd::Host(src.cast_mut());
    // SAFETY: forwarded from the caller.
    unsafe { copy_row(RowEnd::Array(dst, offset), src, count, Some(stream)) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAtoD(
    dst: u64,
    src: *mut c_void,
    offset: usize,
    count: usize,
) -> CuResult {
    // SAFETY: a device end and an array, which the runtime checks.
    unsafe { copy_row(RowEnd::Device(dst), RowEnd::Array(src, offset), count, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoA(
    dst: *mut c_void,
    offset: usize,
    src: u64,
    count: usize,
) -> CuResult {
    // SAFETY: as above.
    unsafe { copy_row(RowEnd::Array(dst, offset), RowEnd::Device(src), count, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAtoA(
    dst: *mut c_void,
    dst_offset: usize,
    src: *mut c_void,
    src_offset: usize,
    count: usize,
) -> CuResult {
    let (dst, src) = (
        RowEnd::Array(dst, dst_offset),
        RowEnd::Array(src, src_offset),
    );
    // SAFETY: two arrays, which the runtime checks.
    unsafe { copy_row(dst, src, count, None) }
}

/// `CUDA_MEMCPY3D`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Memcpy3d {
    src_x_in_bytes: usize,
    src_y: usize,
    src_z: usize,
    src_lod: usize,
    src_memory_type: c_uint,
    src_host: *const c_void,
    src_device: u64,
    src_array: *mut c_void,
    reserved0: *mut c_void,
    src_pitch: usize,
    src_height: usize,
    dst_x_in_bytes: usize,
    dst_y: usize,
    dst_z: usize,
    dst_lod: usize,
    dst_memory_type: c_uint,
    dst_host: *mut c_void,
    dst_device: u64,
    dst_array: *mut c_void,
    reserved1: *mut c_void,
    dst_pitch: usize,
    dst_height: usize,
    width_in_bytes: usize,
    height: usize,
    depth: usize,
}

/// # Safety
/// `p` must be null or point to a valid `CUDA_MEMCPY3D` whose host ends hold the block.
unsafe fn memcpy_3d(p: *const Memcpy3d, stream: Option<*mut c_void>) -> CuResult {
    // SAFETY: the caller's contract.
    match unsafe { p.as_ref() } {
        // SAFETY: forwarded from the caller.
        Some(p) => unsafe { copy_3d(p, stream) },
        None => CUDA_ERROR_INVALID_VALUE,
    }
}

/// A copy `CUDA_MEMCPY3D` describes.
///
/// # Safety
/// Its host ends must hold the block.
pub(crate) unsafe fn copy_3d(p: &Memcpy3d, stream: Option<*mut c_void>) -> CuResult {
    cu_guard(|| {
        // Mipmap levels are not provided; the reserved fields must be null.
        if p.src_lod != 0 || p.dst_lod != 0 || !p.reserved0.is_null() || !p.reserved1.is_null() {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // A height of 0 is allowed for a single slice.
        let rows = |h: usize| if h == 0 && p.depth == 1 { p.height } else { h };
        let src = Side {
            x_in_bytes: p.src_x_in_bytes,
            y: p.src_y,
            z: p.src_z,
            memory_type: p.src_memory_type,
            host: p.src_host,
            device: p.src_device,
            array: p.src_array,
            pitch: p.src_pitch,
            height: rows(p.src_height),
        };
        let dst = Side {
            x_in_bytes: p.dst_x_in_bytes,
            y: p.dst_y,
            z: p.dst_z,
            memory_type: p.dst_memory_type,
            host: p.dst_host,
            device: p.dst_device,
            array: p.dst_array,
            pitch: p.dst_pitch,
            height: rows(p.dst_height),
        };
        let extent = Extent {
            width: p.width_in_bytes,
            height: p.height,
            depth: p.depth,
        };
        // SAFETY: forwarded from the caller.
        unsafe { copy(dst, src, extent, stream) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy3D(p: *const Memcpy3d) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { memcpy_3d(p, None) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy3DAsync(p: *const Memcpy3d, stream: *mut c_void) -> CuResult {
    // SAFETY: forwarded from the caller.
    unsafe { memcpy_3d(p, Some(stream)) }
}

/// `CUDA_RESOURCE_DESC`'s `res.linear` and `res.pitch2D` (the first fields of both).
#[repr(C)]
#[derive(Clone, Copy)]
struct DriverLinear {
    dev_ptr: u64,
    format: c_uint,
    num_channels: c_uint,
    /// `sizeInBytes` of a linear resource, `width` of a pitched one.
    size_or_width: usize,
    height: usize,
    pitch_in_bytes: usize,
}

#[repr(C)]
#[derive(Clone, Copy)]
union DriverResource {
    /// An array's handle, or a mipmapped array's.
    array: *mut c_void,
    linear: DriverLinear,
    reserved: [i32; 32],
}

/// `CUDA_RESOURCE_DESC`.
#[repr(C)]
pub struct DriverResourceDesc {
    res_type: ResourceType,
    res: DriverResource,
    flags: c_uint,
}

impl DriverResourceDesc {
    /// A description of `array` (for `ARRAY`) or of memory (`LINEAR`, `PITCH_2D`) at
    /// `linear.0`, of `linear.1` bytes or that many texels' width, `linear.2` rows and a
    /// pitch of `linear.3` bytes, in `format` (`CUarray_format`, channels).
    pub(crate) fn new(
        res_type: ResourceType,
        array: *mut c_void,
        format: (c_uint, c_uint),
        linear: (u64, usize, usize, usize),
    ) -> Self {
        let res = match res_type {
            ResourceType::ARRAY | ResourceType::MIPMAPPED_ARRAY => DriverResource { array },
            _ => DriverResource {
                linear: DriverLinear {
                    dev_ptr: linear.0,
                    format: format.0,
                    num_channels: format.1,
                    size_or_width: linear.1,
                    height: linear.2,
                    pitch_in_bytes: linear.3,
                },
            },
        };
        DriverResourceDesc {
            res_type,
            res,
            flags: 0,
        }
    }
}

/// `CUDA_TEXTURE_DESC`.
#[repr(C)]
#[derive(Clone, Copy, Default)]
pub struct DriverTextureDesc {
    pub(crate) address_mode: [TextureAddressMode; 3],
    pub(crate) filter_mode: TextureFilterMode,
    pub(crate) flags: c_uint,
    pub(crate) max_anisotropy: c_uint,
    mipmap_filter_mode: TextureFilterMode,
    mipmap_level_bias: f32,
    min_mipmap_level_clamp: f32,
    max_mipmap_level_clamp: f32,
    pub(crate) border_color: [f32; 4],
    reserved: [i32; 12],
}

/// `CU_TRSF_*`, the texture descriptor's flags.
const TRSF_READ_AS_INTEGER: c_uint = 0x01;
const TRSF_NORMALIZED_COORDINATES: c_uint = 0x02;
const TRSF_SRGB: c_uint = 0x10;
const TRSF_DISABLE_TRILINEAR_OPTIMIZATION: c_uint = 0x20;
const TRSF_SEAMLESS_CUBEMAP: c_uint = 0x40;

/// The runtime's description of a driver resource, and the format it holds.
pub(crate) fn resource(
    r: &DriverResourceDesc,
) -> Result<(ResourceDesc, ChannelFormatDesc), CuResult> {
    // SAFETY: `res_type` selects the member the program wrote.
    let (res, format) = unsafe {
        match r.res_type {
            ResourceType::ARRAY => {
                let array = r.res.array;
                let (format, _, _) = cu(rt().array_info(array as usize))?;
                (
                    ResourceDescRes {
                        array: ResourceArray { array },
                    },
                    format,
                )
            }
            ResourceType::LINEAR => {
                let l = r.res.linear;
                let desc = channel_desc(l.format, l.num_channels)?;
                let linear = ResourceLinear {
                    dev_ptr: l.dev_ptr as *mut c_void,
                    desc,
                    size_in_bytes: l.size_or_width,
                };
                (ResourceDescRes { linear }, desc)
            }
            ResourceType::PITCH_2D => {
                let l = r.res.linear;
                let desc = channel_desc(l.format, l.num_channels)?;
                let pitch2d = ResourcePitch2D {
                    dev_ptr: l.dev_ptr as *mut c_void,
                    desc,
                    width: l.size_or_width,
                    height: l.height,
                    pitch_in_bytes: l.pitch_in_bytes,
                };
                (ResourceDescRes { pitch2d }, desc)
            }
            ResourceType::MIPMAPPED_ARRAY => {
                // The handle sits where an array's does.
                let mipmap = r.res.array;
                let level0 = cu(rt().mipmapped_array_level(mipmap as usize, 0))?;
                let (format, _, _) = cu(rt().array_info(level0))?;
                (
                    ResourceDescRes {
                        mipmap: ResourceMipmap { mipmap },
                    },
                    format,
                )
            }
            _ => return Err(CUDA_ERROR_INVALID_VALUE),
        }
    };
    let desc = ResourceDesc {
        res_type: r.res_type,
        res,
        flags: r.flags,
    };
    Ok((desc, format))
}

/// The runtime's texture description of a driver one for a resource of `format`: without
/// `CU_TRSF_READ_AS_INTEGER`, 8- and 16-bit integers read as normalized floats.
pub(crate) fn texture(t: &DriverTextureDesc, format: &ChannelFormatDesc) -> TextureDesc {
    let flag = |f: c_uint| (t.flags & f != 0) as i32;
    let small_integers = format.f != ChannelFormatKind::FLOAT && format.x <= 16;
    let read_mode = match t.flags & TRSF_READ_AS_INTEGER == 0 && small_integers {
        true => TextureReadMode::NORMALIZED_FLOAT,
        false => TextureReadMode::ELEMENT_TYPE,
    };
    TextureDesc {
        address_mode: t.address_mode,
        filter_mode: t.filter_mode,
        read_mode,
        srgb: flag(TRSF_SRGB),
        border_color: t.border_color,
        normalized_coords: flag(TRSF_NORMALIZED_COORDINATES),
        max_anisotropy: t.max_anisotropy,
        mipmap_filter_mode: t.mipmap_filter_mode,
        mipmap_level_bias: t.mipmap_level_bias,
        min_mipmap_level_clamp: t.min_mipmap_level_clamp,
        max_mipmap_level_clamp: t.max_mipmap_level_clamp,
        disable_trilinear_optimization: flag(TRSF_DISABLE_TRILINEAR_OPTIMIZATION),
        seamless_cubemap: flag(TRSF_SEAMLESS_CUBEMAP),
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuTexObjectCreate(
    tex: *mut u64,
    res: *const DriverResourceDesc,
    desc: *const DriverTextureDesc,
    view: *const c_void,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or valid descriptions by the caller's contract.
        let (res, desc) = unsafe { (get(res)?, get(desc)?) };
        let (res, format) = resource(res)?;
        let desc = texture(desc, &format);
        let h = cu(rt().create_texture_object(&res, &desc, !view.is_null()))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(tex, h) }
    })
}

#[no_mangle]
pub extern "C" fn cuTexObjectDestroy(tex: u64) -> CuResult {
    cu_guard(|| cu(rt().destroy_texture_object(tex)))
}

#[no_mangle]
pub unsafe extern "C" fn cuSurfObjectCreate(
    surf: *mut u64,
    res: *const DriverResourceDesc,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid description by the caller's contract.
        let (res, _) = resource(unsafe { get(res) }?)?;
        let h = cu(rt().create_surface_object(&res))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(surf, h) }
    })
}

#[no_mangle]
pub extern "C" fn cuSurfObjectDestroy(surf: u64) -> CuResult {
    cu_guard(|| cu(rt().destroy_surface_object(surf)))
}

versioned_names! {
    cuMemcpy2D_v2 => cuMemcpy2D(p: *const Memcpy2d);
    cuMemcpy2DUnaligned_v2 => cuMemcpy2DUnaligned(p: *const Memcpy2d);
    cuMemcpy3D_v2 => cuMemcpy3D(p: *const Memcpy3d);
    cuMemcpy2DAsync_v2 => cuMemcpy2DAsync(p: *const Memcpy2d, stream: *mut c_void);
    cuMemcpy3DAsync_v2 => cuMemcpy3DAsync(p: *const Memcpy3d, stream: *mut c_void);
    cuMemcpyHtoA_v2 => cuMemcpyHtoA(dst: *mut c_void, offset: usize, src: *const c_void, count: usize);
    cuMemcpyAtoH_v2 => cuMemcpyAtoH(dst: *mut c_void, src: *mut c_void, offset: usize, count: usize);
    cuMemcpyHtoAAsync_v2 => cuMemcpyHtoAAsync(dst: *mut c_void, offset: usize, src: *const c_void, count: usize, stream: *mut c_void);
    cuMemcpyAtoHAsync_v2 => cuMemcpyAtoHAsync(dst: *mut c_void, src: *mut c_void, offset: usize, count: usize, stream: *mut c_void);
    cuMemcpyAtoD_v2 => cuMemcpyAtoD(dst: u64, src: *mut c_void, offset: usize, count: usize);
    cuMemcpyDtoA_v2 => cuMemcpyDtoA(dst: *mut c_void, offset: usize, src: u64, count: usize);
    cuMemcpyAtoA_v2 => cuMemcpyAtoA(dst: *mut c_void, dst_offset: usize, src: *mut c_void, src_offset: usize, count: usize);
    cuArrayCreate_v2 => cuArrayCreate(array: *mut *mut c_void, desc: *const ArrayDescriptor);
    cuArrayGetDescriptor_v2 => cuArrayGetDescriptor(desc: *mut ArrayDescriptor, array: *mut c_void);
    cuArray3DCreate_v2 => cuArray3DCreate(array: *mut *mut c_void, desc: *const Array3dDescriptor);
    cuArray3DGetDescriptor_v2 => cuArray3DGetDescriptor(desc: *mut Array3dDescriptor, array: *mut c_void);
}
