//! Allocation, copies, fills and symbols.

use crate::{guard, non_null, put, rt};
use ferrocuda_runtime::abi;
use ferrocuda_runtime::abi::{
    CudaError, CudaStream, Extent, IpcMemHandle, MemLocation, Memcpy3DParms, Memcpy3DPeerParms,
    MemcpyKind, MemoryAdvise, PitchedPtr, PointerAttributes,
};
use ferrocuda_runtime::{CopyEnd, CudaResult, Pitched, PoolProps};
use std::ffi::{c_int, c_uint, c_void};

/// Allocates with `f` and stores the pointer, checking the output pointer first so that a
/// null one never leaks an allocation.
///
/// # Safety
/// `out` must be null or writable.
pub(crate) unsafe fn alloc_into(
    out: *mut *mut c_void,
    f: impl FnOnce() -> CudaResult<u64>,
) -> CudaResult<()> {
    non_null(out)?;
    let p = f();
    // A failed allocation leaves null behind, as CUDA's does (measured).
    // SAFETY: checked non-null; writable by the caller's contract.
    unsafe { put(out, *p.as_ref().unwrap_or(&0) as *mut c_void)? };
    p.map(|_| ())
}

#[no_mangle]
pub unsafe extern "C" fn cudaMalloc(ptr: *mut *mut c_void, size: usize) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { alloc_into(ptr, || rt().malloc(size)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocHost(ptr: *mut *mut c_void, size: usize) -> CudaError {
    // Portable, as `cudaHostGetFlags` then says (measured).
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe {
        alloc_into(ptr, || {
            rt().host_alloc(size, abi::flags::HOST_ALLOC_PORTABLE)
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaHostAlloc(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { alloc_into(ptr, || rt().host_alloc(size, flags)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocManaged(
    ptr: *mut *mut c_void,
    size: usize,
    flags: c_uint,
) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { alloc_into(ptr, || rt().malloc_managed(size, flags)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocAsync(
    ptr: *mut *mut c_void,
    size: usize,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { alloc_into(ptr, || rt().malloc_async(size, stream as usize)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocPitch(
    ptr: *mut *mut c_void,
    pitch: *mut usize,
    width: usize,
    height: usize,
) -> CudaError {
    guard(|| {
        non_null(ptr)?;
        non_null(pitch)?;
        let (p, pt) = rt().malloc_pitch(width, height)?;
        // SAFETY: both checked non-null; writable by the caller's contract.
        unsafe {
            put(ptr, p as *mut c_void)?;
            put(pitch, pt)
        }
    })
}

/// Rows of `extent.width` bytes padded like `cudaMallocPitch`, `height * depth` of them.
#[no_mangle]
pub unsafe extern "C" fn cudaMalloc3D(pitched: *mut PitchedPtr, extent: Extent) -> CudaError {
    guard(|| {
        non_null(pitched)?;
        let rows = extent
            .height
            .checked_mul(extent.depth)
            .ok_or(CudaError::MemoryAllocation)?;
        let (p, pitch) = rt().malloc_pitch(extent.width, rows)?;
        let v = PitchedPtr {
            ptr: p as *mut c_void,
            pitch,
            xsize: extent.width,
            ysize: extent.height,
        };
        // SAFETY: checked non-null.
        unsafe { put(pitched, v) }
    })
}

#[no_mangle]
pub extern "C" fn cudaFree(ptr: *mut c_void) -> CudaError {
    guard(|| rt().free(ptr as u64))
}

#[no_mangle]
pub extern "C" fn cudaFreeHost(ptr: *mut c_void) -> CudaError {
    guard(|| rt().free_host(ptr as u64))
}

#[no_mangle]
pub extern "C" fn cudaFreeAsync(ptr: *mut c_void, stream: CudaStream) -> CudaError {
    guard(|| rt().free_async(ptr as u64, stream as usize))
}

#[no_mangle]
pub extern "C" fn cudaHostRegister(ptr: *mut c_void, size: usize, flags: c_uint) -> CudaError {
    guard(|| rt().host_register(ptr as u64, size, flags))
}

#[no_mangle]
pub extern "C" fn cudaHostUnregister(ptr: *mut c_void) -> CudaError {
    guard(|| rt().host_unregister(ptr as u64))
}

#[no_mangle]
pub unsafe extern "C" fn cudaHostGetDevicePointer(
    device: *mut *mut c_void,
    host: *mut c_void,
    flags: c_uint,
) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { alloc_into(device, || rt().host_get_device_pointer(host as u64, flags)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaHostGetFlags(flags: *mut c_uint, host: *mut c_void) -> CudaError {
    guard(|| {
        non_null(flags)?;
        let f = rt().host_get_flags(host as u64)?;
        // SAFETY: checked non-null.
        unsafe { put(flags, f) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemGetInfo(free: *mut usize, total: *mut usize) -> CudaError {
    // Either may be null, for a caller that wants only the other (measured).
    guard(|| {
        let (f, t) = rt().mem_get_info()?;
        for (out, value) in [(free, f), (total, t)] {
            if !out.is_null() {
                // SAFETY: non-null, writable by the caller's contract.
                unsafe { put(out, value)? };
            }
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaPointerGetAttributes(
    attr: *mut PointerAttributes,
    ptr: *const c_void,
) -> CudaError {
    guard(|| {
        non_null(attr)?;
        let a = rt().pointer_attributes(ptr as u64)?;
        // SAFETY: checked non-null; the caller passes a cudaPointerAttributes of this layout.
        unsafe { put(attr, a) }
    })
}

#[no_mangle]
pub extern "C" fn cudaMemPrefetchAsync(
    ptr: *const c_void,
    count: usize,
    location: MemLocation,
    flags: c_uint,
    stream: CudaStream,
) -> CudaError {
    guard(|| {
        if flags != 0 {
            return Err(CudaError::InvalidValue);
        }
        rt().mem_prefetch(
            ptr as u64,
            count,
            location.type_.0,
            location.id,
            stream as usize,
        )
    })
}

#[no_mangle]
pub extern "C" fn cudaMemAdvise(
    ptr: *const c_void,
    count: usize,
    advice: MemoryAdvise,
    location: MemLocation,
) -> CudaError {
    guard(|| rt().mem_advise(ptr as u64, count, advice.0, location.type_.0, location.id))
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemRangeGetAttribute(
    data: *mut c_void,
    data_size: usize,
    attribute: c_int,
    ptr: *const c_void,
    count: usize,
) -> CudaError {
    let (mut data, mut data_size, mut attribute) = (data, data_size, attribute);
    // SAFETY: a single attribute is the plural form's one-element arrays.
    unsafe { cudaMemRangeGetAttributes(&mut data, &mut data_size, &mut attribute, 1, ptr, count) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemRangeGetAttributes(
    data: *mut *mut c_void,
    data_sizes: *mut usize,
    attributes: *mut c_int,
    num_attributes: usize,
    ptr: *const c_void,
    count: usize,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe {
        write_range_attributes(
            data,
            data_sizes,
            attributes,
            num_attributes,
            ptr as u64,
            count,
        )
    })
}

/// The body of `cudaMemRangeGetAttributes` and `cuMemRangeGetAttributes`: each attribute's
/// value written to its buffer, once every attribute and buffer size has been checked.
///
/// # Safety
/// The three arrays must hold `num_attributes` elements (or be null), and each buffer its size
/// in bytes.
pub(crate) unsafe fn write_range_attributes(
    data: *mut *mut c_void,
    data_sizes: *mut usize,
    attributes: *mut c_int,
    num_attributes: usize,
    ptr: u64,
    count: usize,
) -> CudaResult<()> {
    if data.is_null() || data_sizes.is_null() || attributes.is_null() {
        return Err(CudaError::InvalidValue);
    }
    // SAFETY: the three arrays hold `num_attributes` elements by the caller's contract.
    let (data, sizes, attributes) = unsafe {
        (
            std::slice::from_raw_parts(data, num_attributes),
            std::slice::from_raw_parts(data_sizes, num_attributes),
            std::slice::from_raw_parts(attributes, num_attributes),
        )
    };
    if data.iter().any(|d| d.is_null()) {
        return Err(CudaError::InvalidValue);
    }
    let asked: Vec<(i32, usize)> = attributes
        .iter()
        .copied()
        .zip(sizes.iter().copied())
        .collect();
    let values = rt().mem_range_attributes(ptr, count, &asked)?;
    for (out, words) in data.iter().zip(values) {
        // SAFETY: each buffer holds its size in bytes, which the runtime checked the values fit.
        unsafe { std::ptr::copy_nonoverlapping(words.as_ptr(), out.cast::<i32>(), words.len()) };
    }
    Ok(())
}

// ---- copies -------------------------------------------------------------------------------

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: MemcpyKind,
) -> CudaError {
    // SAFETY: the host side is valid for `count` bytes by CUDA's contract; the runtime checks
    // the device side.
    guard(|| unsafe { rt().memcpy(dst as u64, src as u64, count, kind.0) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyAsync(
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: MemcpyKind,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: as for cudaMemcpy; the program keeps the memory alive until the copy is done.
    guard(|| unsafe { rt().memcpy_async(dst as u64, src as u64, count, kind.0, stream as usize) })
}

/// `struct cudaMemcpyAttributes`: location hints change nothing here (memory is where it is
/// needed), nor do the source's access order and the flag asking for overlap with kernels
/// (each copy is made in stream order, which every order allows).
#[repr(C)]
pub struct MemcpyAttributes {
    src_access_order: c_int,
    _src_location_hint: MemLocation,
    _dst_location_hint: MemLocation,
    flags: c_uint,
}

/// `cudaMemcpyBatchAsync`: the copies one after another in `stream`, each of a direction its
/// pointers tell. The batch's description is checked before any copy is made, as CUDA checks
/// it (measured: every malformed one is an invalid value); a copy past the end of its memory
/// is refused when its turn comes, after the copies before it.
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyBatchAsync(
    dsts: *const *mut c_void,
    srcs: *const *const c_void,
    sizes: *const usize,
    count: usize,
    attrs: *const MemcpyAttributes,
    attrs_idxs: *const usize,
    num_attrs: usize,
    stream: CudaStream,
) -> CudaError {
    guard(|| {
        let pointers = [
            dsts.cast::<c_void>(),
            srcs.cast(),
            sizes.cast(),
            attrs.cast(),
            attrs_idxs.cast(),
        ];
        if pointers.iter().any(|p| p.is_null())
            || count == 0
            || num_attrs == 0
            || num_attrs > count
            || takes_no_batch(stream)
        {
            return Err(CudaError::InvalidValue);
        }
        // SAFETY: the arrays hold `count` and `num_attrs` elements by CUDA's contract.
        let (dsts, srcs, sizes, attrs, firsts) = unsafe {
            (
                std::slice::from_raw_parts(dsts, count),
                std::slice::from_raw_parts(srcs, count),
                std::slice::from_raw_parts(sizes, count),
                std::slice::from_raw_parts(attrs, num_attrs),
                std::slice::from_raw_parts(attrs_idxs, num_attrs),
            )
        };
        // The first attributes apply from the first copy on, each next from a later copy.
        let firsts_valid = firsts[0] == 0
            && firsts.windows(2).all(|w| w[0] < w[1])
            && firsts.iter().all(|&i| i < count);
        let attrs_valid = attrs
            .iter()
            .all(|a| (1..=3).contains(&a.src_access_order) && a.flags <= 1);
        if !firsts_valid || !attrs_valid || sizes.contains(&0) {
            return Err(CudaError::InvalidValue);
        }
        for ((&dst, &src), &size) in dsts.iter().zip(srcs).zip(sizes) {
            // SAFETY: as for cudaMemcpyAsync.
            unsafe {
                rt().memcpy_async(
                    dst as u64,
                    src as u64,
                    size,
                    abi::MemcpyKind::DEFAULT.0,
                    stream as usize,
                )?
            };
        }
        Ok(())
    })
}

/// The legacy default stream cannot take a batch of copies (measured); the per-thread one can.
fn takes_no_batch(stream: CudaStream) -> bool {
    matches!(stream as usize, 0 | 1)
}

/// `cudaMemcpy3DOperandType`.
const OPERAND_POINTER: c_int = 1;
const OPERAND_ARRAY: c_int = 2;

/// `struct cudaMemcpy3DOperand`: which member of `op` holds the end is told by `kind`.
#[repr(C)]
pub struct Memcpy3DOperand {
    kind: c_int,
    op: OperandEnd,
}

#[repr(C)]
union OperandEnd {
    ptr: PointerOperand,
    array: ArrayOperand,
}

/// Memory whose rows and layers are counted in elements (0: as many as the copy's extent).
#[repr(C)]
#[derive(Clone, Copy)]
struct PointerOperand {
    ptr: u64,
    row_length: usize,
    layer_height: usize,
    _location_hint: MemLocation,
}

/// An array from an offset counted in elements.
#[repr(C)]
#[derive(Clone, Copy)]
struct ArrayOperand {
    array: abi::CudaArray,
    offset: abi::Pos,
}

/// `struct cudaMemcpy3DBatchOp` (and the driver's `CUDA_MEMCPY3D_BATCH_OP`, laid out alike).
#[repr(C)]
pub struct Memcpy3DBatchOp {
    src: Memcpy3DOperand,
    dst: Memcpy3DOperand,
    extent: Extent,
    src_access_order: c_int,
    flags: c_uint,
}

impl Memcpy3DOperand {
    /// The array this end is, if it is one.
    fn array(&self) -> Option<abi::CudaArray> {
        if self.kind != OPERAND_ARRAY {
            return None;
        }
        // SAFETY: `kind` tells which member is written.
        Some(unsafe { self.op.array.array })
    }

    /// The end as the runtime takes it, for copies `extent` elements of `element` bytes wide;
    /// `None` for a description CUDA refuses before copying: an end of no known kind, a null
    /// one, or rows and layers shorter than the copy's.
    fn end(&self, extent: &Extent, element: usize) -> Option<CopyEnd> {
        match self.kind {
            OPERAND_POINTER => {
                // SAFETY: `kind` tells which member is written.
                let p = unsafe { self.op.ptr };
                let or_extent = |n: usize, e: usize| if n == 0 { e } else { n };
                let row = or_extent(p.row_length, extent.width);
                let layer = or_extent(p.layer_height, extent.height);
                if p.ptr == 0 || row < extent.width || layer < extent.height {
                    return None;
                }
                let pitch = row.checked_mul(element)?;
                Some(CopyEnd::Memory(Pitched {
                    ptr: p.ptr,
                    pitch,
                    slice: pitch.checked_mul(layer)?,
                }))
            }
            OPERAND_ARRAY => {
                // SAFETY: `kind` tells which member is written.
                let a = unsafe { self.op.array };
                Some(CopyEnd::Array {
                    array: a.array as usize,
                    origin: [a.offset.x.checked_mul(element)?, a.offset.y, a.offset.z],
                })
            }
            _ => None,
        }
    }
}

/// One copy of a 3D batch as the runtime takes it: its destination, source and extent (the
/// width in bytes). An element is a byte between two memory ends, else an array's element,
/// which two arrays must share.
fn batch_copy(op: &Memcpy3DBatchOp) -> CudaResult<(CopyEnd, CopyEnd, ferrocuda_runtime::Extent)> {
    let e = &op.extent;
    let described = e.width > 0
        && e.height > 0
        && e.depth > 0
        && (1..=3).contains(&op.src_access_order)
        && op.flags <= 1;
    if !described {
        return Err(CudaError::InvalidValue);
    }
    let element_of = |a: abi::CudaArray| rt().array_element_bytes(a as usize);
    let element = match (op.src.array(), op.dst.array()) {
        (None, None) => 1,
        (Some(a), None) | (None, Some(a)) => element_of(a)?,
        (Some(s), Some(d)) => {
            let bytes = element_of(s)?;
            if element_of(d)? != bytes {
                return Err(CudaError::InvalidValue);
            }
            bytes
        }
    };
    let (dst, src) = op
        .dst
        .end(e, element)
        .zip(op.src.end(e, element))
        .ok_or(CudaError::InvalidValue)?;
    let width = e
        .width
        .checked_mul(element)
        .ok_or(CudaError::InvalidValue)?;
    let extent = ferrocuda_runtime::Extent {
        width,
        height: e.height,
        depth: e.depth,
    };
    Ok((dst, src, extent))
}

/// `cudaMemcpy3DBatchAsync`: the copies one after another in `stream`, each of a direction its
/// ends tell. As for `cudaMemcpyBatchAsync`, the whole batch's description is checked before
/// any copy is made, and a copy past the end of its memory or array is refused when its turn
/// comes.
#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3DBatchAsync(
    count: usize,
    ops: *const Memcpy3DBatchOp,
    flags: u64,
    stream: CudaStream,
) -> CudaError {
    guard(|| {
        if ops.is_null() || count == 0 || flags != 0 || takes_no_batch(stream) {
            return Err(CudaError::InvalidValue);
        }
        // SAFETY: the list holds `count` operations by CUDA's contract.
        let ops = unsafe { std::slice::from_raw_parts(ops, count) };
        let copies = ops.iter().map(batch_copy).collect::<CudaResult<Vec<_>>>()?;
        for (dst, src, extent) in copies {
            // SAFETY: host ends hold their blocks by CUDA's contract.
            unsafe {
                rt().memcpy_array(
                    dst,
                    src,
                    extent,
                    abi::MemcpyKind::DEFAULT.0,
                    Some(stream as usize),
                )?
            };
        }
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyPeer(
    dst: *mut c_void,
    dst_device: c_int,
    src: *const c_void,
    src_device: c_int,
    count: usize,
) -> CudaError {
    // SAFETY: both sides are device memory, which the runtime checks.
    guard(|| unsafe {
        rt().memcpy_peer(dst as u64, dst_device, src as u64, src_device, count, None)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyPeerAsync(
    dst: *mut c_void,
    dst_device: c_int,
    src: *const c_void,
    src_device: c_int,
    count: usize,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: both sides are device memory, which the runtime checks.
    guard(|| unsafe {
        rt().memcpy_peer(
            dst as u64,
            dst_device,
            src as u64,
            src_device,
            count,
            Some(stream as usize),
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy2D(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: MemcpyKind,
) -> CudaError {
    // SAFETY: the host side holds the described rows by CUDA's contract.
    guard(|| unsafe {
        rt().memcpy_2d(
            dst as u64, dpitch, src as u64, spitch, width, height, kind.0, None,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy2DAsync(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: MemcpyKind,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: the host side holds the described rows by CUDA's contract.
    guard(|| unsafe {
        rt().memcpy_2d(
            dst as u64,
            dpitch,
            src as u64,
            spitch,
            width,
            height,
            kind.0,
            Some(stream as usize),
        )
    })
}

/// One end of a 3D copy: an array from a position counted in elements, or pitched memory with
/// the position (in bytes) applied.
fn side(array: *mut c_void, p: &PitchedPtr, pos: &abi::Pos) -> CudaResult<CopyEnd> {
    if !array.is_null() {
        let bytes = rt().array_element_bytes(array as usize)?;
        let x = pos.x.checked_mul(bytes).ok_or(CudaError::InvalidValue)?;
        return Ok(CopyEnd::Array {
            array: array as usize,
            origin: [x, pos.y, pos.z],
        });
    }
    let slice = p
        .pitch
        .checked_mul(p.ysize)
        .ok_or(CudaError::InvalidValue)?;
    let offset = pos
        .z
        .checked_mul(slice)
        .and_then(|o| o.checked_add(pos.y.checked_mul(p.pitch)?))
        .and_then(|o| o.checked_add(pos.x))
        .ok_or(CudaError::InvalidValue)?;
    Ok(CopyEnd::Memory(Pitched {
        ptr: (p.ptr as u64).wrapping_add(offset as u64),
        pitch: p.pitch,
        slice,
    }))
}

/// The two ends and the extent of a 3D copy, as the runtime takes them; shared by the plain and
/// the peer form, whose parameter structures differ only in their device fields. The extent's
/// width counts elements when an array is involved, bytes otherwise.
fn copy_3d_sides(
    src: (abi::CudaArray, &PitchedPtr, &abi::Pos),
    dst: (abi::CudaArray, &PitchedPtr, &abi::Pos),
    extent: &abi::Extent,
) -> CudaResult<(CopyEnd, CopyEnd, ferrocuda_runtime::Extent)> {
    let element = match (src.0.is_null(), dst.0.is_null()) {
        (true, true) => 1,
        (false, _) => rt().array_element_bytes(src.0 as usize)?,
        (_, false) => rt().array_element_bytes(dst.0 as usize)?,
    };
    let e = ferrocuda_runtime::Extent {
        width: extent
            .width
            .checked_mul(element)
            .ok_or(CudaError::InvalidValue)?,
        height: extent.height,
        depth: extent.depth,
    };
    for (array, ptr, pos) in [src, dst] {
        // One end is an array or memory, not both; a memory end's rows must hold the copied
        // width past its position (CUDA checks both, so a copy never reads past a host buffer;
        // a width wider than the pitch itself is the runtime's pitch error).
        if !array.is_null() && !ptr.ptr.is_null() {
            return Err(CudaError::InvalidValue);
        }
        let past_row = pos.x.checked_add(e.width).is_none_or(|end| end > ptr.pitch);
        if array.is_null() && pos.x > 0 && past_row {
            return Err(CudaError::InvalidValue);
        }
    }
    Ok((side(dst.0, dst.1, dst.2)?, side(src.0, src.1, src.2)?, e))
}

/// # Safety
/// `p` must be null or point to a valid `cudaMemcpy3DParms`.
pub(crate) unsafe fn memcpy_3d(p: *const Memcpy3DParms, stream: Option<usize>) -> CudaResult<()> {
    non_null(p)?;
    // SAFETY: checked non-null; a valid structure by the caller's contract.
    let p = unsafe { &*p };
    let (dst, src, e) = copy_3d_sides(
        (p.src_array, &p.src_ptr, &p.src_pos),
        (p.dst_array, &p.dst_ptr, &p.dst_pos),
        &p.extent,
    )?;
    // SAFETY: the host side holds the described block by CUDA's contract.
    unsafe { rt().memcpy_array(dst, src, e, p.kind.0, stream) }
}

/// # Safety
/// `p` must be null or point to a valid `cudaMemcpy3DPeerParms`.
unsafe fn memcpy_3d_peer(p: *const Memcpy3DPeerParms, stream: Option<usize>) -> CudaResult<()> {
    non_null(p)?;
    // SAFETY: checked non-null; a valid structure by the caller's contract.
    let p = unsafe { &*p };
    if p.src_device != 0 || p.dst_device != 0 {
        return Err(CudaError::InvalidDevice);
    }
    let (dst, src, e) = copy_3d_sides(
        (p.src_array, &p.src_ptr, &p.src_pos),
        (p.dst_array, &p.dst_ptr, &p.dst_pos),
        &p.extent,
    )?;
    // SAFETY: both sides are device memory, which the runtime checks.
    unsafe { rt().memcpy_array(dst, src, e, MemcpyKind::DEVICE_TO_DEVICE.0, stream) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3D(p: *const Memcpy3DParms) -> CudaError {
    // SAFETY: the caller passes a valid structure or null.
    guard(|| unsafe { memcpy_3d(p, None) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3DAsync(
    p: *const Memcpy3DParms,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: the caller passes a valid structure or null.
    guard(|| unsafe { memcpy_3d(p, Some(stream as usize)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3DPeer(p: *const Memcpy3DPeerParms) -> CudaError {
    // SAFETY: the caller passes a valid structure or null.
    guard(|| unsafe { memcpy_3d_peer(p, None) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpy3DPeerAsync(
    p: *const Memcpy3DPeerParms,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: the caller passes a valid structure or null.
    guard(|| unsafe { memcpy_3d_peer(p, Some(stream as usize)) })
}

// ---- fills --------------------------------------------------------------------------------

#[no_mangle]
pub extern "C" fn cudaMemset(ptr: *mut c_void, value: c_int, count: usize) -> CudaError {
    guard(|| rt().memset(ptr as u64, value, count, None))
}

#[no_mangle]
pub extern "C" fn cudaMemsetAsync(
    ptr: *mut c_void,
    value: c_int,
    count: usize,
    stream: CudaStream,
) -> CudaError {
    guard(|| rt().memset(ptr as u64, value, count, Some(stream as usize)))
}

#[no_mangle]
pub extern "C" fn cudaMemset2D(
    ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
) -> CudaError {
    guard(|| rt().memset_2d(ptr as u64, pitch, value, width, height, None))
}

#[no_mangle]
pub extern "C" fn cudaMemset2DAsync(
    ptr: *mut c_void,
    pitch: usize,
    value: c_int,
    width: usize,
    height: usize,
    stream: CudaStream,
) -> CudaError {
    guard(|| {
        rt().memset_2d(
            ptr as u64,
            pitch,
            value,
            width,
            height,
            Some(stream as usize),
        )
    })
}

fn memset_3d(p: PitchedPtr, value: c_int, e: Extent, stream: Option<usize>) -> CudaResult<()> {
    let dst = Pitched {
        ptr: p.ptr as u64,
        pitch: p.pitch,
        slice: p
            .pitch
            .checked_mul(p.ysize)
            .ok_or(CudaError::InvalidValue)?,
    };
    let e = ferrocuda_runtime::Extent {
        width: e.width,
        height: e.height,
        depth: e.depth,
    };
    rt().memset_3d(dst, value, e, stream)
}

#[no_mangle]
pub extern "C" fn cudaMemset3D(p: PitchedPtr, value: c_int, extent: Extent) -> CudaError {
    guard(|| memset_3d(p, value, extent, None))
}

#[no_mangle]
pub extern "C" fn cudaMemset3DAsync(
    p: PitchedPtr,
    value: c_int,
    extent: Extent,
    stream: CudaStream,
) -> CudaError {
    guard(|| memset_3d(p, value, extent, Some(stream as usize)))
}

// ---- symbols: `symbol` is the address of the variable's host shadow -------------------------

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyToSymbol(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: MemcpyKind,
) -> CudaError {
    // SAFETY: `src` is valid for `count` bytes on its side by CUDA's contract.
    guard(|| unsafe {
        rt().memcpy_symbol(
            symbol as usize,
            src as u64,
            count,
            offset,
            kind.0,
            true,
            None,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyFromSymbol(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    kind: MemcpyKind,
) -> CudaError {
    // SAFETY: `dst` is valid for `count` bytes on its side by CUDA's contract.
    guard(|| unsafe {
        rt().memcpy_symbol(
            symbol as usize,
            dst as u64,
            count,
            offset,
            kind.0,
            false,
            None,
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyToSymbolAsync(
    symbol: *const c_void,
    src: *const c_void,
    count: usize,
    offset: usize,
    kind: MemcpyKind,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: `src` is valid for `count` bytes until the copy is done, by CUDA's contract.
    guard(|| unsafe {
        rt().memcpy_symbol(
            symbol as usize,
            src as u64,
            count,
            offset,
            kind.0,
            true,
            Some(stream as usize),
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemcpyFromSymbolAsync(
    dst: *mut c_void,
    symbol: *const c_void,
    count: usize,
    offset: usize,
    kind: MemcpyKind,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: `dst` is valid for `count` bytes until the copy is done, by CUDA's contract.
    guard(|| unsafe {
        rt().memcpy_symbol(
            symbol as usize,
            dst as u64,
            count,
            offset,
            kind.0,
            false,
            Some(stream as usize),
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetSymbolAddress(
    ptr: *mut *mut c_void,
    symbol: *const c_void,
) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { alloc_into(ptr, || rt().symbol_address(symbol as usize)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetSymbolSize(size: *mut usize, symbol: *const c_void) -> CudaError {
    guard(|| {
        non_null(size)?;
        let s = rt().symbol_size(symbol as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(size, s) }
    })
}

/// Writes the pool `get` gives into `out` (shared with the driver API's pool functions).
///
/// # Safety
/// `out` is null or writable.
pub(crate) unsafe fn pool_into(
    out: *mut *mut c_void,
    get: impl FnOnce() -> CudaResult<usize>,
) -> CudaResult<()> {
    non_null(out)?;
    let p = get()?;
    // SAFETY: checked non-null.
    unsafe { put(out, p as *mut c_void) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetDefaultMemPool(
    pool: *mut *mut c_void,
    device: c_int,
) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { pool_into(pool, || rt().default_mem_pool(device)) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetMemPool(pool: *mut *mut c_void, device: c_int) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe { pool_into(pool, || rt().current_mem_pool(device)) })
}

#[no_mangle]
pub extern "C" fn cudaDeviceSetMemPool(device: c_int, pool: *mut c_void) -> CudaError {
    guard(|| rt().set_current_mem_pool(device, pool as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolCreate(
    pool: *mut *mut c_void,
    props: *const crate::graph_nodes::MemPoolProps,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { pool_create(pool, props) })
}

/// `cudaMemPoolCreate`'s work (and `cuMemPoolCreate`'s: `CUmemPoolProps` has the layout).
///
/// # Safety
/// `pool` is null or writable; `props` null or a valid `cudaMemPoolProps`.
pub(crate) unsafe fn pool_create(
    pool: *mut *mut c_void,
    props: *const crate::graph_nodes::MemPoolProps,
) -> CudaResult<()> {
    // SAFETY: the caller's contract.
    let p = unsafe { props.as_ref() }.ok_or(CudaError::InvalidValue)?;
    let props = PoolProps {
        alloc_type: p.alloc_type,
        handle_types: p.handle_types as u32,
        location: p.location,
    };
    // SAFETY: the caller's contract.
    unsafe { pool_into(pool, || rt().mem_pool_create(props)) }
}

#[no_mangle]
pub extern "C" fn cudaMemPoolDestroy(pool: *mut c_void) -> CudaError {
    guard(|| rt().mem_pool_destroy(pool as usize))
}

/// `cudaMemPoolExportToShareableHandle`: for `cudaMemHandleTypePosixFileDescriptor`, an `int`.
#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolExportToShareableHandle(
    shareable: *mut c_void,
    pool: *mut c_void,
    handle_type: c_int,
    flags: c_uint,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { pool_export(shareable, pool, handle_type, flags.into()) })
}

/// `cudaMemPoolExportToShareableHandle`'s work (and `cuMemPoolExportToShareableHandle`'s).
///
/// # Safety
/// `shareable` is null or writable as the handle type's (an `int` for a descriptor).
pub(crate) unsafe fn pool_export(
    shareable: *mut c_void,
    pool: *mut c_void,
    handle_type: c_int,
    flags: u64,
) -> CudaResult<()> {
    non_null(shareable)?;
    if flags != 0 {
        return Err(CudaError::InvalidValue);
    }
    let fd = rt().mem_pool_export(pool as usize, handle_type as u32)?;
    // SAFETY: checked non-null; the descriptor type writes an `int` there.
    unsafe { put(shareable.cast::<c_int>(), fd) }
}

/// `cudaMemPoolImportFromShareableHandle`: a descriptor travels as the pointer's value.
#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolImportFromShareableHandle(
    pool: *mut *mut c_void,
    shareable: *mut c_void,
    handle_type: c_int,
    flags: c_uint,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { pool_import(pool, shareable, handle_type, flags.into()) })
}

/// `cudaMemPoolImportFromShareableHandle`'s work (and the driver API's).
///
/// # Safety
/// `pool` is null or writable.
pub(crate) unsafe fn pool_import(
    pool: *mut *mut c_void,
    shareable: *mut c_void,
    handle_type: c_int,
    flags: u64,
) -> CudaResult<()> {
    let fd = c_int::try_from(shareable as isize).map_err(|_| CudaError::InvalidValue)?;
    if flags != 0 {
        return Err(CudaError::InvalidValue);
    }
    // SAFETY: the caller's contract.
    unsafe { pool_into(pool, || rt().mem_pool_import(fd, handle_type as u32)) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolExportPointer(
    data: *mut [u8; 64],
    ptr: *mut c_void,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { pool_export_pointer(data, ptr as u64) })
}

/// `cudaMemPoolExportPointer`'s work (and the driver API's).
///
/// # Safety
/// `data` is null or writable (64 bytes).
pub(crate) unsafe fn pool_export_pointer(data: *mut [u8; 64], ptr: u64) -> CudaResult<()> {
    non_null(data)?;
    let d = rt().mem_pool_export_pointer(ptr)?;
    // SAFETY: checked non-null; `cudaMemPoolPtrExportData` is 64 bytes.
    unsafe { put(data, d) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolImportPointer(
    ptr: *mut *mut c_void,
    pool: *mut c_void,
    data: *const [u8; 64],
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { pool_import_pointer(ptr, pool, data) })
}

/// `cudaMemPoolImportPointer`'s work (and the driver API's).
///
/// # Safety
/// `ptr` is null or writable; `data` null or 64 readable bytes.
pub(crate) unsafe fn pool_import_pointer(
    ptr: *mut *mut c_void,
    pool: *mut c_void,
    data: *const [u8; 64],
) -> CudaResult<()> {
    non_null(ptr)?;
    non_null(data)?;
    // SAFETY: checked non-null; 64 readable bytes by CUDA's contract.
    let d = unsafe { data.read() };
    let p = rt().mem_pool_import_pointer(pool as usize, &d)?;
    // SAFETY: checked non-null.
    unsafe { put(ptr, p as *mut c_void) }
}

/// The attributes that hold a 64-bit size (`cudaMemPoolAttrReleaseThreshold` onwards); the
/// reuse policies are ints.
fn pool_attribute_is_size(attr: c_int) -> bool {
    attr >= 4
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolSetAttribute(
    pool: *mut c_void,
    attr: c_int,
    value: *mut c_void,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { set_pool_attribute(pool, attr, value) })
}

/// `cudaMemPoolSetAttribute`'s work (and `cuMemPoolSetAttribute`'s: the numbers are shared).
///
/// # Safety
/// `value` is null or points to the attribute's type.
pub(crate) unsafe fn set_pool_attribute(
    pool: *mut c_void,
    attr: c_int,
    value: *mut c_void,
) -> CudaResult<()> {
    non_null(value)?;
    // SAFETY: checked non-null; the attribute says the value's type.
    let v = unsafe {
        if pool_attribute_is_size(attr) {
            *(value as *const u64)
        } else {
            *(value as *const c_int) as u64
        }
    };
    rt().set_mem_pool_attribute(pool as usize, attr as u32, v)
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolGetAttribute(
    pool: *mut c_void,
    attr: c_int,
    value: *mut c_void,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { get_pool_attribute(pool, attr, value) })
}

/// `cudaMemPoolGetAttribute`'s work (and `cuMemPoolGetAttribute`'s).
///
/// # Safety
/// `value` is null or writable as the attribute's type.
pub(crate) unsafe fn get_pool_attribute(
    pool: *mut c_void,
    attr: c_int,
    value: *mut c_void,
) -> CudaResult<()> {
    non_null(value)?;
    let v = rt().mem_pool_attribute(pool as usize, attr as u32)?;
    // SAFETY: checked non-null; the attribute says the value's type.
    unsafe {
        if pool_attribute_is_size(attr) {
            *(value as *mut u64) = v;
        } else {
            *(value as *mut c_int) = v as c_int;
        }
    }
    Ok(())
}

/// `cudaMemPoolTrimTo`: nothing is held back for reuse, so there is nothing to release.
#[no_mangle]
pub extern "C" fn cudaMemPoolTrimTo(pool: *mut c_void, _min_bytes_to_keep: usize) -> CudaError {
    guard(|| rt().mem_pool_trim(pool as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolSetAccess(
    pool: *mut c_void,
    descs: *const abi::MemAccessDesc,
    count: usize,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { pool_set_access(pool, descs, count) })
}

/// `cudaMemPoolSetAccess`'s work (and `cuMemPoolSetAccess`'s: the descriptions' layouts agree).
///
/// # Safety
/// `descs` holds `count` descriptions (null only with none).
pub(crate) unsafe fn pool_set_access(
    pool: *mut c_void,
    descs: *const abi::MemAccessDesc,
    count: usize,
) -> CudaResult<()> {
    let descs = match count {
        0 => &[][..],
        _ if descs.is_null() => return Err(CudaError::InvalidValue),
        // SAFETY: the caller's contract.
        _ => unsafe { std::slice::from_raw_parts(descs, count) },
    };
    rt().mem_pool_set_access(pool as usize, descs)
}

#[no_mangle]
pub unsafe extern "C" fn cudaMemPoolGetAccess(
    flags: *mut i32,
    pool: *mut c_void,
    location: *const MemLocation,
) -> CudaError {
    // SAFETY: forwarded from the caller.
    guard(|| unsafe { pool_get_access(flags, pool, location) })
}

/// `cudaMemPoolGetAccess`'s work (and the driver API's).
///
/// # Safety
/// `flags` is null or writable; `location` null or readable.
pub(crate) unsafe fn pool_get_access(
    flags: *mut i32,
    pool: *mut c_void,
    location: *const MemLocation,
) -> CudaResult<()> {
    non_null(location)?;
    // SAFETY: checked non-null.
    let location = unsafe { location.read() };
    let access = rt().mem_pool_access(pool as usize, location)?;
    // SAFETY: the caller's contract.
    unsafe { put(flags, access) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocFromPoolAsync(
    ptr: *mut *mut c_void,
    size: usize,
    pool: *mut c_void,
    stream: CudaStream,
) -> CudaError {
    // SAFETY: the caller passes a writable pointer or null.
    guard(|| unsafe {
        alloc_into(ptr, || {
            rt().malloc_from_pool_async(size, pool as usize, stream as usize)
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaIpcGetMemHandle(
    handle: *mut IpcMemHandle,
    ptr: *mut c_void,
) -> CudaError {
    guard(|| {
        non_null(handle)?;
        let h = rt().ipc_get_mem_handle(ptr as u64)?;
        // SAFETY: checked non-null.
        unsafe { put(handle, h) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaIpcOpenMemHandle(
    ptr: *mut *mut c_void,
    handle: IpcMemHandle,
    flags: c_uint,
) -> CudaError {
    guard(|| {
        non_null(ptr)?;
        let p = rt().ipc_open_mem_handle(&handle, flags)?;
        // SAFETY: checked non-null.
        unsafe { put(ptr, p as *mut c_void) }
    })
}

#[no_mangle]
pub extern "C" fn cudaIpcCloseMemHandle(ptr: *mut c_void) -> CudaError {
    guard(|| rt().ipc_close_mem_handle(ptr as u64))
}
