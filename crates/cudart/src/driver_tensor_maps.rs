//! `cuTensorMapEncodeTiled`: the tensor maps Hopper's bulk tensor copies read
//! (`cp.async.bulk.tensor`), encoded by the device (see `ferrocuda_runtime::TensorMapSpec`).

use crate::driver_api::{cu, cu_guard, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::rt;
use ferrocuda_runtime::TensorMapSpec;
use std::ffi::{c_uint, c_void};

/// Reads `n` elements of an array argument; null is an invalid value.
///
/// # Safety
/// `p` must be null or point to `n` readable elements.
unsafe fn elements<T: Copy>(p: *const T, n: usize) -> Result<Vec<T>, CuResult> {
    if p.is_null() {
        return Err(CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: forwarded from the caller.
    Ok(unsafe { std::slice::from_raw_parts(p, n) }.to_vec())
}

/// # Safety
/// The arrays must hold `rank` elements (`strides` one fewer); `map` must be writable.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn cuTensorMapEncodeTiled(
    map: *mut [u64; 16],
    data_type: c_uint,
    rank: c_uint,
    address: *mut c_void,
    dims: *const u64,
    strides: *const u64,
    box_dims: *const u32,
    element_strides: *const u32,
    interleave: c_uint,
    swizzle: c_uint,
    l2_promotion: c_uint,
    oob_fill: c_uint,
) -> CuResult {
    cu_guard(|| {
        let rank = rank as usize;
        if map.is_null() || !(1..=5).contains(&rank) {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: the caller passes arrays of the rank's length.
        let spec = unsafe {
            TensorMapSpec {
                data_type,
                address: address as u64,
                dims: elements(dims, rank)?,
                strides: match rank {
                    1 => Vec::new(),
                    _ => elements(strides, rank - 1)?,
                },
                box_dims: elements(box_dims, rank)?,
                element_strides: elements(element_strides, rank)?,
                interleave,
                swizzle,
                l2_promotion,
                oob_fill,
            }
        };
        let encoded = cu(rt().encode_tensor_map(&spec))?;
        // SAFETY: checked not null; the caller's map is 128 writable bytes.
        unsafe { map.write_unaligned(encoded) };
        Ok(())
    })
}
