//! The device runtime: what device code's `<<<...>>>` and its `cuda*` calls do on the CPU
//! (dynamic parallelism).
//!
//! A launch from a kernel is checked when it is made and queued on its grid, with the device
//! copies and fills of device streams; the executor runs a grid's queue once the grid is complete
//! (`exec::Module::launch`), each child grid's own queue before the next item. That is one of the
//! schedules CUDA allows: a child grid may start at any time before its parent completes, a
//! parent cannot wait for its children (CUDA 12 removed device-side synchronisation), and a
//! grid is complete only once its children are. Items of one block run in the order the block
//! made them (stream order holds), blocks in index order (runs are reproducible), tail launches
//! (`cudaStreamTailLaunch`) after everything else.
//!
//! Each thread has a last error, as on a GPU: a refused launch or a failed call sets it, and
//! `cudaGetLastError` reads and clears it.

use crate::codegen::{BlockCtx, Gen};
use crate::exec::LaunchConfig;
use crate::intrinsics::Helper;
use cranelift_codegen::ir::{self as cl, types, InstBuilder};
use ferrocuda_ir::Type;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

/// CUDA's limits on a launch shape, which device-side launches are checked against (the CPU
/// device reports the same ones in its properties).
pub const MAX_THREADS_PER_BLOCK: u32 = 1024;
pub const MAX_BLOCK_DIM: [u32; 3] = [1024, 1024, 64];
pub const MAX_GRID_DIM: [u32; 3] = [i32::MAX as u32, 65535, 65535];
/// Bytes of shared memory a block may have at most (with the opt-in attribute).
pub const MAX_SHARED_PER_BLOCK: u32 = 227 << 10;
/// Launches one grid may leave queued. A GPU starts children while their parent runs and
/// limits the launches not yet started (`cudaLimitDevRuntimePendingLaunchCount`); here they all
/// wait for the parent, so the bound only keeps a runaway kernel from exhausting host memory.
const MAX_QUEUED: usize = 1 << 20;

/// `cudaStreamTailLaunch`: run after the launching grid and all its other work.
const TAIL_LAUNCH_STREAM: u64 = 3;
/// Device stream handles start above CUDA's special values (0, 1, 2, 3, 4).
const FIRST_STREAM_HANDLE: u64 = 0x100;

/// CUDA error codes the device runtime returns.
const SUCCESS: u32 = 0;
const INVALID_VALUE: u32 = 1;
const MEMORY_ALLOCATION: u32 = 2;
const INVALID_DEVICE: u32 = 101;
const INVALID_CONFIGURATION: u32 = 9;
const LAUNCH_PENDING_COUNT_EXCEEDED: u32 = 69;

type ErrorText = fn(u32) -> (&'static str, &'static str);
static ERROR_TEXT: OnceLock<ErrorText> = OnceLock::new();

/// Gives the device runtime CUDA's error names and descriptions (what `cudaGetErrorName` and
/// `cudaGetErrorString` return in device code): the runtime owns that table.
pub fn set_error_text(f: ErrorText) {
    let _ = ERROR_TEXT.set(f);
}

type DeviceAttributes = Box<dyn Fn(i32) -> Option<i32> + Send + Sync>;
static DEVICE_ATTRIBUTES: OnceLock<DeviceAttributes> = OnceLock::new();

/// Gives the device runtime the device's attributes (what `cudaDeviceGetAttribute` answers in
/// device code), by `cudaDeviceAttr` value: the runtime describes the device.
pub fn set_device_attributes(f: DeviceAttributes) {
    let _ = DEVICE_ATTRIBUTES.set(f);
}

/// Work a grid's threads handed to the device runtime.
pub(crate) enum DeviceOp {
    Launch {
        kernel: u32,
        cfg: LaunchConfig,
        params: Vec<u8>,
    },
    Copy {
        dst: u64,
        src: u64,
        len: u64,
    },
    Fill {
        dst: u64,
        value: u8,
        len: u64,
    },
}

struct Queued {
    tail: bool,
    block: u64,
    seq: u64,
    op: DeviceOp,
}

/// One grid's device-runtime state: its queue and its stream handles. Grids may nest to any
/// depth (a GPU running CUDA 12's device runtime sets no limit either): the executor runs them
/// one after another, not inside each other.
pub(crate) struct DeviceQueue {
    queued: Mutex<Vec<Queued>>,
    seq: AtomicU64,
    streams: AtomicU64,
}

impl DeviceQueue {
    pub(crate) fn new() -> Self {
        DeviceQueue {
            queued: Mutex::new(Vec::new()),
            seq: AtomicU64::new(0),
            streams: AtomicU64::new(FIRST_STREAM_HANDLE),
        }
    }

    fn push(&self, ctx: &BlockCtx, stream: u64, op: DeviceOp) -> u32 {
        let Ok(mut q) = self.queued.lock() else {
            return LAUNCH_PENDING_COUNT_EXCEEDED;
        };
        if q.len() >= MAX_QUEUED {
            return LAUNCH_PENDING_COUNT_EXCEEDED;
        }
        let [x, y, z] = ctx.ctaid.map(u64::from);
        let [gx, gy, _] = ctx.nctaid.map(u64::from);
        q.push(Queued {
            tail: stream == TAIL_LAUNCH_STREAM,
            block: x + gx * (y + gy * z),
            seq: self.seq.fetch_add(1, Ordering::Relaxed),
            op,
        });
        SUCCESS
    }

    /// The queued work in the order it runs.
    pub(crate) fn take_in_order(&self) -> Vec<DeviceOp> {
        let mut q = self
            .queued
            .lock()
            .map(|mut q| std::mem::take(&mut *q))
            .unwrap_or_default();
        q.sort_by_key(|w| (w.tail, w.block, w.seq));
        q.into_iter().map(|w| w.op).collect()
    }
}

/// The shape a launch passes to [`fc_device_launch`]; compiled code writes it (`codegen`).
#[repr(C)]
pub(crate) struct LaunchShape {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared: u64,
    pub stream: u64,
}

/// Why a launch shape is refused, if it is.
fn shape_error(shape: &LaunchShape, max_threads: u32) -> Option<u32> {
    let threads: u64 = shape.block.iter().map(|&d| u64::from(d)).product();
    let limit = match max_threads {
        0 => MAX_THREADS_PER_BLOCK,
        n => n.min(MAX_THREADS_PER_BLOCK),
    };
    let fits =
        |dims: &[u32; 3], max: &[u32; 3]| dims.iter().zip(max).all(|(&d, &m)| d >= 1 && d <= m);
    let ok = fits(&shape.grid, &MAX_GRID_DIM)
        && fits(&shape.block, &MAX_BLOCK_DIM)
        && threads <= u64::from(limit)
        && shape.shared <= u64::from(MAX_SHARED_PER_BLOCK);
    (!ok).then_some(INVALID_CONFIGURATION)
}

/// # Safety
/// `ctx` is the running block's context and `t` one of its threads.
unsafe fn set_error(ctx: *const BlockCtx, t: u32, code: u32) -> u32 {
    if code != SUCCESS {
        // SAFETY: the block's error array has a slot per thread.
        unsafe { *(*ctx).device_errors.add(t as usize) = code };
    }
    code
}

/// # Safety
/// `ctx` is the running block's context.
unsafe fn queue<'a>(ctx: *const BlockCtx) -> &'a DeviceQueue {
    // SAFETY: the launch outlives its blocks.
    unsafe { &(*(*ctx).launch).device }
}

extern "C" fn fc_device_launch(
    ctx: *const BlockCtx,
    t: u32,
    kernel: u32,
    max_threads: u32,
    shape: *const LaunchShape,
    params: *const u8,
    len: u32,
) {
    // SAFETY: compiled code passes its own context and thread, and stack slots holding the
    // shape and `len` bytes of parameters.
    unsafe {
        let shape = &*shape;
        let q = queue(ctx);
        let code = if let Some(e) = shape_error(shape, max_threads) {
            e
        } else {
            let op = DeviceOp::Launch {
                kernel,
                cfg: LaunchConfig {
                    grid: shape.grid,
                    block: shape.block,
                    dynamic_shared: shape.shared as usize,
                    cooperative: false,
                    cluster: [1; 3],
                },
                params: std::slice::from_raw_parts(params, len as usize).to_vec(),
            };
            q.push(&*ctx, shape.stream, op)
        };
        set_error(ctx, t, code);
    }
}

extern "C" fn fc_device_last_error(ctx: *const BlockCtx, t: u32, clear: u32) -> u32 {
    // SAFETY: as for `set_error`.
    unsafe {
        let slot = (*ctx).device_errors.add(t as usize);
        let code = *slot;
        if clear != 0 {
            *slot = SUCCESS;
        }
        code
    }
}

extern "C" fn fc_device_error_text(ctx: *const BlockCtx, code: u32, description: u32) -> u64 {
    let (name, text) = match ERROR_TEXT.get() {
        Some(f) => f(code),
        None => ("cudaErrorUnknown", "unrecognized error code"),
    };
    let s = if description != 0 { text } else { name };
    // SAFETY: the context's launch is live.
    let launch = unsafe { &*(*ctx).launch };
    launch.intern(s) as u64
}

extern "C" fn fc_device_stream_create(ctx: *const BlockCtx, t: u32, out: *mut u64) -> u32 {
    // SAFETY: the context is live; `out` is written only if it is device memory.
    unsafe {
        if !(*(*ctx).launch).device_bytes_readable(out as *const u8, 8) {
            return set_error(ctx, t, INVALID_VALUE);
        }
        let handle = queue(ctx).streams.fetch_add(1, Ordering::Relaxed);
        out.write_unaligned(handle);
    }
    SUCCESS
}

extern "C" fn fc_device_attribute(
    ctx: *const BlockCtx,
    t: u32,
    out: *mut i32,
    attr: u32,
    device: u32,
) -> u32 {
    // SAFETY: as for `fc_device_stream_create`.
    unsafe {
        if !(*(*ctx).launch).device_bytes_readable(out as *const u8, 4) {
            return set_error(ctx, t, INVALID_VALUE);
        }
        if device != 0 {
            return set_error(ctx, t, INVALID_DEVICE);
        }
        match DEVICE_ATTRIBUTES.get().and_then(|f| f(attr as i32)) {
            Some(v) => out.write_unaligned(v),
            None => return set_error(ctx, t, INVALID_VALUE),
        }
    }
    SUCCESS
}

extern "C" fn fc_device_malloc(ctx: *const BlockCtx, t: u32, out: *mut u64, size: u64) -> u32 {
    // SAFETY: as for `fc_device_stream_create`.
    unsafe {
        let launch = &*(*ctx).launch;
        if !launch.device_bytes_readable(out as *const u8, 8) {
            return set_error(ctx, t, INVALID_VALUE);
        }
        let p = launch.malloc(size as usize);
        out.write_unaligned(p as u64);
        if p.is_null() {
            return set_error(ctx, t, MEMORY_ALLOCATION);
        }
    }
    SUCCESS
}

extern "C" fn fc_device_copy(
    ctx: *const BlockCtx,
    t: u32,
    dst: u64,
    src: u64,
    len: u64,
    stream: u64,
) -> u32 {
    // SAFETY: the context is live; the ranges are only recorded here.
    unsafe {
        let launch = &*(*ctx).launch;
        let inside = |p: u64| launch.device_bytes_readable(p as *const u8, len as usize);
        if !inside(dst) || !inside(src) {
            return set_error(ctx, t, INVALID_VALUE);
        }
        let code = queue(ctx).push(&*ctx, stream, DeviceOp::Copy { dst, src, len });
        set_error(ctx, t, code)
    }
}

extern "C" fn fc_device_fill(
    ctx: *const BlockCtx,
    t: u32,
    dst: u64,
    value: u32,
    len: u64,
    stream: u64,
) -> u32 {
    // SAFETY: as for `fc_device_copy`.
    unsafe {
        let launch = &*(*ctx).launch;
        if !launch.device_bytes_readable(dst as *const u8, len as usize) {
            return set_error(ctx, t, INVALID_VALUE);
        }
        let op = DeviceOp::Fill {
            dst,
            value: value as u8,
            len,
        };
        let code = queue(ctx).push(&*ctx, stream, op);
        set_error(ctx, t, code)
    }
}

pub(crate) fn helpers(out: &mut Vec<Helper>) {
    const P: cl::Type = types::I64;
    const I: cl::Type = types::I32;
    let mut add = |symbol, params, ret, address| {
        out.push(Helper {
            symbol,
            params,
            ret,
            address,
        })
    };
    add(
        "fc_device_launch",
        &[P, I, I, I, P, P, I],
        None,
        fc_device_launch as *const () as usize,
    );
    add(
        "fc_device_last_error",
        &[P, I, I],
        Some(I),
        fc_device_last_error as *const () as usize,
    );
    add(
        "fc_device_error_text",
        &[P, I, I],
        Some(P),
        fc_device_error_text as *const () as usize,
    );
    add(
        "fc_device_stream_create",
        &[P, I, P],
        Some(I),
        fc_device_stream_create as *const () as usize,
    );
    add(
        "fc_device_attribute",
        &[P, I, P, I, I],
        Some(I),
        fc_device_attribute as *const () as usize,
    );
    add(
        "fc_device_malloc",
        &[P, I, P, P],
        Some(I),
        fc_device_malloc as *const () as usize,
    );
    add(
        "fc_device_copy",
        &[P, I, P, P, P, P],
        Some(I),
        fc_device_copy as *const () as usize,
    );
    add(
        "fc_device_fill",
        &[P, I, P, I, P, P],
        Some(I),
        fc_device_fill as *const () as usize,
    );
}

/// The device runtime's API functions, by CUDA name; `None` for other names.
pub(crate) fn emit(
    g: &mut Gen,
    name: &str,
    args: &[cl::Value],
    arg_types: &[Type],
) -> Option<Result<Option<cl::Value>, String>> {
    let ctx = g.block_ctx();
    let need = |n: usize| {
        if args.len() < n {
            Err(format!(
                "'{name}' takes {n} arguments, {} given",
                args.len()
            ))
        } else {
            Ok(())
        }
    };
    let wide = |g: &mut Gen, i: usize| -> cl::Value {
        let v = args[i];
        if arg_types[i].bytes() < 8 {
            g.builder().ins().uextend(types::I64, v)
        } else {
            v
        }
    };
    let stream = |g: &mut Gen, i: usize| -> cl::Value {
        match args.get(i) {
            Some(_) => wide(g, i),
            None => g.builder().ins().iconst(types::I64, 0),
        }
    };
    let r = match name {
        "cudaGetLastError" | "cudaPeekAtLastError" => {
            let t = g.thread_index();
            let clear = (name == "cudaGetLastError") as i64;
            let clear = g.builder().ins().iconst(types::I32, clear);
            Ok(g.helper("fc_device_last_error", &[ctx, t, clear]))
        }
        "cudaGetErrorString" | "cudaGetErrorName" => need(1).map(|()| {
            let description = (name == "cudaGetErrorString") as i64;
            let description = g.builder().ins().iconst(types::I32, description);
            let code = args[0];
            g.helper("fc_device_error_text", &[ctx, code, description])
        }),
        "cudaStreamCreateWithFlags" => need(1).map(|()| {
            let t = g.thread_index();
            g.helper("fc_device_stream_create", &[ctx, t, args[0]])
        }),
        // An event is a handle like a stream's. Device work runs in the order it is issued
        // (see the module documentation), so whatever an event orders already happens in order:
        // recording and waiting have nothing to do.
        "cudaEventCreateWithFlags" => need(1).map(|()| {
            let t = g.thread_index();
            g.helper("fc_device_stream_create", &[ctx, t, args[0]])
        }),
        "cudaDeviceGetAttribute" => need(3).map(|()| {
            let t = g.thread_index();
            g.helper("fc_device_attribute", &[ctx, t, args[0], args[1], args[2]])
        }),
        "cudaStreamDestroy" | "cudaEventRecord" | "cudaStreamWaitEvent" | "cudaEventDestroy" => {
            Ok(Some(g.builder().ins().iconst(types::I32, 0)))
        }
        "cudaMalloc" => need(2).map(|()| {
            let t = g.thread_index();
            let size = wide(g, 1);
            g.helper("fc_device_malloc", &[ctx, t, args[0], size])
        }),
        "cudaFree" => need(1).map(|()| {
            g.helper("fc_free", &[ctx, args[0]]);
            Some(g.builder().ins().iconst(types::I32, 0))
        }),
        "cudaMemcpyAsync" => need(4).map(|()| {
            let t = g.thread_index();
            let len = wide(g, 2);
            let s = stream(g, 4);
            g.helper("fc_device_copy", &[ctx, t, args[0], args[1], len, s])
        }),
        "cudaMemsetAsync" => need(3).map(|()| {
            let t = g.thread_index();
            let len = wide(g, 2);
            let s = stream(g, 3);
            let value = if arg_types[1].bytes() == 8 {
                g.builder().ins().ireduce(types::I32, args[1])
            } else {
                args[1]
            };
            g.helper("fc_device_fill", &[ctx, t, args[0], value, len, s])
        }),
        _ => return None,
    };
    Some(r)
}
