//! The driver API's stream memory operations: `cuStreamWaitValue32/64` (the stream waits until
//! a word of memory meets a condition), `cuStreamWriteValue32/64` (it writes one) and
//! `cuStreamBatchMemOp` (a list of both), as the runtime's [`StreamMemoryOp`]s.

use crate::driver_api::{cu, cu_guard, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::rt;
use ferrocuda_runtime::{StreamMemoryOp, WaitCondition};
use std::ffi::{c_uint, c_void};

/// `CU_STREAM_WAIT_VALUE_FLUSH`: also flush remote writes, which a device without
/// `CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES` (an H200, and this one) cannot
/// (`CUDA_ERROR_NOT_SUPPORTED`, measured).
const WAIT_FLUSH: c_uint = 1 << 30;
const CUDA_ERROR_NOT_SUPPORTED: CuResult = 801;
/// `CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER`: the write may overtake earlier ones; writing in
/// order is allowed too.
const WRITE_NO_MEMORY_BARRIER: c_uint = 1;

/// `CUstreamBatchMemOpType`.
const OP_WAIT_VALUE_32: c_uint = 1;
const OP_WRITE_VALUE_32: c_uint = 2;
const OP_FLUSH_REMOTE_WRITES: c_uint = 3;
const OP_WAIT_VALUE_64: c_uint = 4;
const OP_WRITE_VALUE_64: c_uint = 5;
const OP_BARRIER: c_uint = 6;

/// `CUstreamBatchMemOpParams`: a union of 48 bytes whose wait and write members share this
/// layout (the flush and barrier members have the operation and flags alone).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct BatchMemOpParams {
    operation: c_uint,
    address: u64,
    value: u64,
    flags: c_uint,
    alias: u64,
    pad: [u64; 1],
}

const _: () = assert!(std::mem::size_of::<BatchMemOpParams>() == 48);

fn wait(address: u64, value: u64, bytes: usize, flags: c_uint) -> Result<StreamMemoryOp, CuResult> {
    if flags & WAIT_FLUSH != 0 {
        return Err(CUDA_ERROR_NOT_SUPPORTED);
    }
    let condition = match flags {
        0 => WaitCondition::AtLeast,
        1 => WaitCondition::Equal,
        2 => WaitCondition::And,
        3 => WaitCondition::Nor,
        _ => return Err(CUDA_ERROR_INVALID_VALUE),
    };
    Ok(StreamMemoryOp::Wait {
        address,
        bytes,
        value,
        condition,
    })
}

fn write(
    address: u64,
    value: u64,
    bytes: usize,
    flags: c_uint,
) -> Result<StreamMemoryOp, CuResult> {
    if flags & !WRITE_NO_MEMORY_BARRIER != 0 {
        return Err(CUDA_ERROR_INVALID_VALUE);
    }
    Ok(StreamMemoryOp::Write {
        address,
        bytes,
        value,
    })
}

fn issue(stream: *mut c_void, ops: Vec<StreamMemoryOp>) -> Result<(), CuResult> {
    cu(rt().stream_memory_ops(stream as usize, ops))
}

#[no_mangle]
pub extern "C" fn cuStreamWaitValue32(
    stream: *mut c_void,
    address: u64,
    value: u32,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| issue(stream, vec![wait(address, value.into(), 4, flags)?]))
}

#[no_mangle]
pub extern "C" fn cuStreamWaitValue64(
    stream: *mut c_void,
    address: u64,
    value: u64,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| issue(stream, vec![wait(address, value, 8, flags)?]))
}

#[no_mangle]
pub extern "C" fn cuStreamWriteValue32(
    stream: *mut c_void,
    address: u64,
    value: u32,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| issue(stream, vec![write(address, value.into(), 4, flags)?]))
}

#[no_mangle]
pub extern "C" fn cuStreamWriteValue64(
    stream: *mut c_void,
    address: u64,
    value: u64,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| issue(stream, vec![write(address, value, 8, flags)?]))
}

/// `cuStreamBatchMemOp`: `count` operations (at most 256, as CUDA allows), in order.
///
/// # Safety
/// `params` must point to `count` readable operations.
#[no_mangle]
pub unsafe extern "C" fn cuStreamBatchMemOp(
    stream: *mut c_void,
    count: c_uint,
    params: *const BatchMemOpParams,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        if flags != 0 || count > 256 || (params.is_null() && count > 0) {
            return Err(CUDA_ERROR_INVALID_VALUE);
        }
        let params = match count {
            0 => &[][..],
            // SAFETY: the caller passes `count` operations.
            _ => unsafe { std::slice::from_raw_parts(params, count as usize) },
        };
        let mut ops = Vec::with_capacity(params.len());
        for p in params {
            ops.push(match p.operation {
                OP_WAIT_VALUE_32 => wait(p.address, p.value & 0xffff_ffff, 4, p.flags)?,
                OP_WAIT_VALUE_64 => wait(p.address, p.value, 8, p.flags)?,
                OP_WRITE_VALUE_32 => write(p.address, p.value & 0xffff_ffff, 4, p.flags)?,
                OP_WRITE_VALUE_64 => write(p.address, p.value, 8, p.flags)?,
                OP_FLUSH_REMOTE_WRITES => return Err(CUDA_ERROR_NOT_SUPPORTED),
                // Operations run one after another, each seeing the writes before it.
                OP_BARRIER => continue,
                _ => return Err(CUDA_ERROR_INVALID_VALUE),
            });
        }
        issue(stream, ops)
    })
}

versioned_names! {
    cuStreamWaitValue32_v2 => cuStreamWaitValue32(stream: *mut c_void, address: u64, value: u32, flags: c_uint);
    cuStreamWaitValue64_v2 => cuStreamWaitValue64(stream: *mut c_void, address: u64, value: u64, flags: c_uint);
    cuStreamWriteValue32_v2 => cuStreamWriteValue32(stream: *mut c_void, address: u64, value: u32, flags: c_uint);
    cuStreamWriteValue64_v2 => cuStreamWriteValue64(stream: *mut c_void, address: u64, value: u64, flags: c_uint);
    cuStreamBatchMemOp_v2 => cuStreamBatchMemOp(stream: *mut c_void, count: c_uint, params: *const BatchMemOpParams, flags: c_uint);
}
