//! CUDA's device functions on the CPU: what compiles to an instruction, and the helpers compiled
//! code calls for the rest (math library, `printf`, `malloc`, float atomics).

use crate::address_space::Window;
use crate::c_math::{self, Param};
use crate::codegen::{BlockCtx, Gen};
use crate::printf;
use cranelift_codegen::ir::{
    self as cl,
    condcodes::{FloatCC, IntCC},
    types, AtomicRmwOp, InstBuilder, MemFlagsData, Opcode, StackSlotData, StackSlotKind, ValueDef,
};
use cranelift_frontend::FunctionBuilder;
use ferrocuda_ir::texture::{Fetch, SurfaceAccess};
use ferrocuda_ir::{AtomicOp, Type};
use std::cmp::Ordering;
use std::sync::OnceLock;

/// A Rust function compiled code may call.
pub struct Helper {
    pub symbol: &'static str,
    pub params: &'static [cl::Type],
    pub ret: Option<cl::Type>,
    pub address: usize,
}

const F: cl::Type = types::F32;
const D: cl::Type = types::F64;
const P: cl::Type = types::I64;
const I: cl::Type = types::I32;

macro_rules! unary_math {
    ($($name:ident: $f32:expr, $f64:expr;)*) => {
        mod math {
            $(
                pub mod $name {
                    #[allow(unused_imports)]
                    use crate::special_math as sm;
                    pub extern "C" fn f32(x: f32) -> f32 { ($f32)(x) }
                    pub extern "C" fn f64(x: f64) -> f64 { ($f64)(x) }
                }
            )*
        }
        fn unary_math_helpers(out: &mut Vec<Helper>) {
            $(
                out.push(Helper { symbol: concat!("fc_", stringify!($name), "_f32"), params: &[F], ret: Some(F), address: math::$name::f32 as *const () as usize });
                out.push(Helper { symbol: concat!("fc_", stringify!($name), "_f64"), params: &[D], ret: Some(D), address: math::$name::f64 as *const () as usize });
            )*
        }
        const UNARY_MATH: &[&str] = &[$(stringify!($name)),*];
    };
}

unary_math! {
    sin: f32::sin, f64::sin;
    cos: f32::cos, f64::cos;
    tan: f32::tan, f64::tan;
    asin: f32::asin, f64::asin;
    acos: f32::acos, f64::acos;
    atan: f32::atan, f64::atan;
    sinh: f32::sinh, f64::sinh;
    cosh: f32::cosh, f64::cosh;
    tanh: f32::tanh, f64::tanh;
    asinh: |x: f32| if x.abs() < 1e8 { x.asinh() } else { sm::asinh(x as f64) as f32 }, sm::asinh;
    acosh: |x: f32| sm::acosh(x as f64) as f32, sm::acosh;
    atanh: |x: f32| sm::atanh(x as f64) as f32, sm::atanh;
    exp: f32::exp, f64::exp;
    exp2: f32::exp2, f64::exp2;
    exp10: |x: f32| 10f32.powf(x), |x: f64| 10f64.powf(x);
    expm1: f32::exp_m1, f64::exp_m1;
    log: f32::ln, f64::ln;
    log2: f32::log2, f64::log2;
    log10: f32::log10, f64::log10;
    log1p: f32::ln_1p, f64::ln_1p;
    cbrt: f32::cbrt, f64::cbrt;
    round: f32::round, f64::round;
    rsqrt: |x: f32| 1.0 / x.sqrt(), |x: f64| 1.0 / x.sqrt();
    rcbrt: |x: f32| 1.0 / x.cbrt(), |x: f64| 1.0 / x.cbrt();
    erf: |x: f32| sm::erf(x as f64) as f32, sm::erf;
    erfc: |x: f32| sm::erfc(x as f64) as f32, sm::erfc;
    erfinv: |x: f32| sm::erfinv(x as f64) as f32, sm::erfinv;
    erfcinv: |x: f32| sm::erfcinv(x as f64) as f32, sm::erfcinv;
    erfcx: |x: f32| sm::erfcx(x as f64) as f32, sm::erfcx;
    normcdf: |x: f32| sm::normcdf(x as f64) as f32, sm::normcdf;
    normcdfinv: |x: f32| sm::normcdfinv(x as f64) as f32, sm::normcdfinv;
    sinpi: |x: f32| sm::sinpi(x as f64) as f32, sm::sinpi;
    cospi: |x: f32| sm::cospi(x as f64) as f32, sm::cospi;
    frsqrt: |x: f32| (1.0 / f64::from(x).sqrt()) as f32, |x: f64| 1.0 / x.sqrt();
    cyl_bessel_i0: |x: f32| sm::cyl_bessel_i0(x as f64) as f32, sm::cyl_bessel_i0;
    cyl_bessel_i1: |x: f32| sm::cyl_bessel_i1(x as f64) as f32, sm::cyl_bessel_i1;
    // (`+ 0.0`: -0 saturates to +0, as on the GPU.)
    saturate: |x: f32| if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) + 0.0 }, |x: f64| if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) + 0.0 };
}

macro_rules! binary_math {
    ($($name:ident: $f32:expr, $f64:expr;)*) => {
        mod math2 {
            $(
                pub mod $name {
                    pub extern "C" fn f32(x: f32, y: f32) -> f32 { ($f32)(x, y) }
                    pub extern "C" fn f64(x: f64, y: f64) -> f64 { ($f64)(x, y) }
                }
            )*
        }
        fn binary_math_helpers(out: &mut Vec<Helper>) {
            $(
                out.push(Helper { symbol: concat!("fc_", stringify!($name), "_f32"), params: &[F, F], ret: Some(F), address: math2::$name::f32 as *const () as usize });
                out.push(Helper { symbol: concat!("fc_", stringify!($name), "_f64"), params: &[D, D], ret: Some(D), address: math2::$name::f64 as *const () as usize });
            )*
        }
        const BINARY_MATH: &[&str] = &[$(stringify!($name)),*];
    };
}

binary_math! {
    pow: f32::powf, f64::powf;
    atan2: f32::atan2, f64::atan2;
    hypot: f32::hypot, f64::hypot;
    fmod: |x: f32, y: f32| x % y, |x: f64, y: f64| x % y;
    fmin: f32::min, f64::min;
    fmax: f32::max, f64::max;
    fdim: |x: f32, y: f32| if x > y || x.is_nan() || y.is_nan() { x - y } else { 0.0 },
        |x: f64, y: f64| if x > y || x.is_nan() || y.is_nan() { x - y } else { 0.0 };
    fdivide: |x: f32, y: f32| x / y, |x: f64, y: f64| x / y;
    rhypot: |x: f32, y: f32| (1.0 / f64::from(x).hypot(f64::from(y))) as f32, |x: f64, y: f64| 1.0 / x.hypot(y);
}

// ---- helpers with side effects ----

extern "C" fn fc_memcpy(dst: *mut u8, src: *const u8, n: u64) {
    // SAFETY: compiled code checked both ranges against the arena before the call.
    unsafe { std::ptr::copy(src, dst, n as usize) }
}

extern "C" fn fc_memset(dst: *mut u8, value: i32, n: u64) {
    // SAFETY: as for `fc_memcpy`.
    unsafe { std::ptr::write_bytes(dst, value as u8, n as usize) }
}

extern "C" fn fc_printf(ctx: *const BlockCtx, fmt: *const u8, args: *const u64, nargs: u32) {
    // SAFETY: compiled code passes its block context, a string in device memory and its own
    // argument array of `nargs` words.
    let (ctx, args) = unsafe { (&*ctx, std::slice::from_raw_parts(args, nargs as usize)) };
    let launch = unsafe { &*ctx.launch };
    let text = printf::format(fmt, printf::words(args), |p, n| launch.device_bytes(p, n));
    launch.print(&text);
}

/// CUDA's `vprintf`: `fmt` with the arguments packed in `buffer` (each aligned to its size);
/// answers how many it read.
extern "C" fn fc_vprintf(ctx: *const BlockCtx, fmt: *const u8, buffer: *const u8) -> u64 {
    // SAFETY: compiled code passes its block context.
    let launch = unsafe { &*(*ctx).launch };
    let mut count = 0;
    let read = |p, n| launch.device_bytes(p, n);
    let args = printf::packed_arguments(buffer, read, &mut count);
    let text = printf::format(fmt, args, read);
    launch.print(&text);
    u64::from(count)
}

/// The arithmetic intrinsics that round in a direction (`__fadd_rd`, `__dsqrt_ru`...).
#[derive(Clone, Copy)]
enum DirectedOp {
    Add,
    Sub,
    Mul,
    Div,
    Sqrt,
    Rcp,
}

/// The operation and rounding (0: to nearest, 1: toward zero, 2: up, 3: down) of an
/// arithmetic intrinsic that names its rounding.
fn directed_rounding(name: &str) -> Option<(DirectedOp, u32)> {
    let (stem, mode) = name.strip_prefix("__")?.rsplit_once('_')?;
    let mode = match mode {
        "rn" => 0,
        "rz" => 1,
        "ru" => 2,
        "rd" => 3,
        _ => return None,
    };
    let op = match stem {
        "fadd" | "dadd" => DirectedOp::Add,
        "fsub" | "dsub" => DirectedOp::Sub,
        "fmul" | "dmul" => DirectedOp::Mul,
        "fdiv" | "ddiv" => DirectedOp::Div,
        "fsqrt" | "dsqrt" => DirectedOp::Sqrt,
        "frcp" | "drcp" => DirectedOp::Rcp,
        _ => return None,
    };
    Some((op, mode))
}

macro_rules! directed {
    ($name:ident, $t:ty) => {
        /// `op` (0 add, 1 multiply, 2 divide, 3 square root of `a`) of `a` and `b` rounded in
        /// direction `mode` (see [`directed_rounding`]): the nearest result, moved one step when
        /// the exact error term (which the fused multiply-add gives) lies the other way.
        extern "C" fn $name(op: i32, a: $t, b: $t, mode: i32) -> $t {
            let (r, err) = match op {
                0 => {
                    let s = a + b;
                    let bb = s - a;
                    (s, (a - (s - bb)) + (b - bb))
                }
                1 => {
                    let p = a * b;
                    (p, a.mul_add(b, -p))
                }
                2 => {
                    let q = a / b;
                    // a - q*b exactly; the exact quotient lies above q when it has b's sign.
                    let rem = (-q).mul_add(b, a);
                    (q, if b < 0.0 { -rem } else { rem })
                }
                _ => {
                    let r = a.sqrt();
                    (r, (-r).mul_add(r, a))
                }
            };
            if r.is_nan() {
                return r;
            }
            // An exact zero sum is -0 when rounding down, unless both terms are +0.
            if op == 0 && r == 0.0 && mode == 3 && (a.is_sign_negative() || b.is_sign_negative()) {
                return -0.0;
            }
            if r.is_infinite() {
                // An overflow (not a division by zero) rounds to the largest finite value in
                // the directions away from infinity.
                let overflow = a.is_finite() && b.is_finite() && !(op == 2 && b == 0.0);
                let toward_zero = mode == 1 || (mode == 3 && r > 0.0) || (mode == 2 && r < 0.0);
                return if overflow && toward_zero {
                    <$t>::MAX.copysign(r)
                } else {
                    r
                };
            }
            let up = mode == 2 || (mode == 1 && r < 0.0);
            let down = mode == 3 || (mode == 1 && r > 0.0);
            if up && err > 0.0 {
                r.next_up()
            } else if down && err < 0.0 {
                r.next_down()
            } else {
                r
            }
        }
    };
}
directed!(fc_directed_f32, f32);
directed!(fc_directed_f64, f64);

/// The NaN payload `nan(tagp)` puts in the mantissa, as CUDA reads `tagp`: hexadecimal after
/// `0x`, octal after `0`, else decimal; a tag with any other character gives none.
extern "C" fn fc_nan_payload(ctx: *const BlockCtx, tagp: *const u8) -> u64 {
    // SAFETY: as for `fc_printf`.
    let launch = unsafe { &*(*ctx).launch };
    let tag = launch.device_str(tagp);
    let (digits, radix) = match tag.strip_prefix('0') {
        Some(rest) => match rest.strip_prefix(['x', 'X']) {
            Some(hex) => (hex, 16),
            None => (rest, 8),
        },
        None => (tag.as_str(), 10),
    };
    digits
        .chars()
        .try_fold(0u64, |n, c| {
            let d = c.to_digit(radix)?;
            Some(n.wrapping_mul(u64::from(radix)).wrapping_add(u64::from(d)))
        })
        .unwrap_or(0)
}

extern "C" fn fc_assert_fail(
    ctx: *const BlockCtx,
    thread: u32,
    expr: *const u8,
    file: *const u8,
    line: u32,
    func: *const u8,
) {
    // SAFETY: as for `fc_printf`.
    let ctx = unsafe { &*ctx };
    let launch = unsafe { &*ctx.launch };
    let s = |p: *const u8| launch.device_str(p);
    let (nx, ny) = (ctx.ntid[0].max(1), ctx.ntid[1].max(1));
    let tid = [thread % nx, (thread / nx) % ny, thread / (nx * ny)];
    let msg = format!(
        "{}:{}: {}: block: [{},{},{}], thread: [{},{},{}] Assertion `{}` failed.\n",
        s(file),
        line,
        s(func),
        ctx.ctaid[0],
        ctx.ctaid[1],
        ctx.ctaid[2],
        tid[0],
        tid[1],
        tid[2],
        s(expr)
    );
    launch.assert_failed(msg);
}

extern "C" fn fc_malloc(ctx: *const BlockCtx, n: u64) -> u64 {
    // SAFETY: as for `fc_printf`.
    let launch = unsafe { &*(*ctx).launch };
    launch.malloc(n as usize) as u64
}

/// The start of the shared memory of the cluster's block `rank` (`None` for a rank the
/// cluster does not have).
fn cluster_shared_base(ctx: &BlockCtx, rank: u32) -> Option<u64> {
    let size = ctx.cluster.iter().product::<u32>();
    if rank >= size {
        return None;
    }
    Some(match size {
        1 => ctx.shared as u64,
        // SAFETY: a cluster of more than one block has a table with an entry for each.
        _ => unsafe { *ctx.cluster_shared.add(rank as usize) },
    })
}

/// `__cluster_map_shared_rank(p, rank)`: the address in the shared memory of the cluster's
/// block `rank` that `p` has in this block's; 0, where every access faults, for a rank the
/// cluster does not have.
extern "C" fn fc_cluster_map_shared(ctx: *const BlockCtx, p: u64, rank: u32) -> u64 {
    // SAFETY: as for `fc_printf`.
    let ctx = unsafe { &*ctx };
    let offset = p.wrapping_sub(ctx.shared as u64);
    cluster_shared_base(ctx, rank).map_or(0, |base| base.wrapping_add(offset))
}

/// `__cluster_query_shared_rank(p)`: the rank of the cluster's block whose shared memory `p`
/// points into (this block's for an address in none).
extern "C" fn fc_cluster_query_shared_rank(ctx: *const BlockCtx, p: u64) -> u32 {
    // SAFETY: as for `fc_printf`.
    let ctx = unsafe { &*ctx };
    let len = ctx.shared_end as u64 - ctx.shared as u64;
    let inside =
        |rank: &u32| cluster_shared_base(ctx, *rank).is_some_and(|base| p.wrapping_sub(base) < len);
    let size = ctx.cluster.iter().product::<u32>();
    (0..size).find(inside).unwrap_or_else(|| {
        let [x, y, z] = std::array::from_fn(|a| ctx.ctaid[a] % ctx.cluster[a].max(1));
        (z * ctx.cluster[1] + y) * ctx.cluster[0] + x
    })
}

extern "C" fn fc_free(ctx: *const BlockCtx, p: u64) {
    // SAFETY: as for `fc_printf`.
    let launch = unsafe { &*(*ctx).launch };
    launch.free(p as *mut u8);
}

/// A texture fetch (see [`crate::texture::fetch`]): 0 when done; 1 when the texture object does
/// not exist (the launch fails, with the reason recorded); 2 when a texel lies outside device
/// memory (the fault address and thread are stored in the context, as for a load).
extern "C" fn fc_texture_fetch(
    ctx: *mut BlockCtx,
    thread: u32,
    out: *mut u8,
    handle: u64,
    code: u32,
    c0: u64,
    c1: u64,
    c2: u64,
    c3: u64,
) -> u32 {
    // SAFETY: compiled code passes its block context and a 16-byte result slot of its frame.
    let (ctx, out) = unsafe { (&mut *ctx, std::slice::from_raw_parts_mut(out, 16)) };
    // SAFETY: as for `fc_printf`.
    let launch = unsafe { &*ctx.launch };
    let readable = |p: u64, n: usize| launch.device_bytes_readable(p as *const u8, n);
    match crate::texture::fetch(handle, code, [c0, c1, c2, c3], out, readable) {
        Ok(()) => 0,
        Err(crate::texture::FetchError::NoSuchTexture(h)) => {
            launch.trap_reason(format!("texture object {h} does not exist"));
            1
        }
        Err(crate::texture::FetchError::Unreadable(addr)) => {
            ctx.fault_addr = addr;
            ctx.fault_thread = thread;
            2
        }
    }
}

/// A surface read or write (see [`crate::texture::surface_access`]); statuses as for
/// [`fc_texture_fetch`].
extern "C" fn fc_surface_access(
    ctx: *mut BlockCtx,
    thread: u32,
    data: *mut u8,
    handle: u64,
    code: u32,
    coords: *const i64,
    mode: u32,
) -> u32 {
    // SAFETY: compiled code passes its block context and an array of three coordinates.
    let (ctx, coords) = unsafe { (&mut *ctx, *(coords as *const [i64; 3])) };
    // SAFETY: as for `fc_printf`.
    let launch = unsafe { &*ctx.launch };
    let readable = |p: u64, n: usize| launch.device_bytes_readable(p as *const u8, n);
    let mode = i64::from(mode as i32);
    match crate::texture::surface_access(handle, code, coords, mode, data, readable) {
        Ok(()) => 0,
        Err(crate::texture::FetchError::NoSuchTexture(h)) => {
            launch.trap_reason(format!("surface object {h} does not exist"));
            1
        }
        Err(crate::texture::FetchError::Unreadable(addr)) => {
            ctx.fault_addr = addr;
            ctx.fault_thread = thread;
            2
        }
    }
}

extern "C" fn fc_clock64() -> u64 {
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    // Nanoseconds stand in for cycles: monotonic, and of the order of a GPU clock (the CPU
    // backend reports a clock rate of 1 GHz to match).
    START
        .get_or_init(std::time::Instant::now)
        .elapsed()
        .as_nanos() as u64
}

/// A single-precision atomic addition. Outside shared memory a GPU's flushes subnormal
/// operands and results to zeros of their sign whatever `-ftz` says (measured on an H200: in
/// shared memory it keeps them), so `flush` is 1 there.
extern "C" fn fc_atomic_fadd_f32(p: *mut f32, v: f32, flush: u32) -> f32 {
    let flushed = |x: f32| match flush != 0 && x.is_subnormal() {
        true => 0.0f32.copysign(x),
        false => x,
    };
    // SAFETY: compiled code checked `p` against the arena; f32 is 4-byte aligned there.
    let a = unsafe { &*(p as *const std::sync::atomic::AtomicU32) };
    let mut old = a.load(std::sync::atomic::Ordering::Relaxed);
    loop {
        let new = flushed(flushed(f32::from_bits(old)) + flushed(v)).to_bits();
        match a.compare_exchange_weak(
            old,
            new,
            std::sync::atomic::Ordering::AcqRel,
            std::sync::atomic::Ordering::Relaxed,
        ) {
            Ok(prev) => return f32::from_bits(prev),
            Err(cur) => old = cur,
        }
    }
}

extern "C" fn fc_atomic_fadd_f64(p: *mut f64, v: f64) -> f64 {
    // SAFETY: as for `fc_atomic_fadd_f32`.
    let a = unsafe { &*(p as *const std::sync::atomic::AtomicU64) };
    let mut old = a.load(std::sync::atomic::Ordering::Relaxed);
    loop {
        let new = (f64::from_bits(old) + v).to_bits();
        match a.compare_exchange_weak(
            old,
            new,
            std::sync::atomic::Ordering::AcqRel,
            std::sync::atomic::Ordering::Relaxed,
        ) {
            Ok(prev) => return f64::from_bits(prev),
            Err(cur) => old = cur,
        }
    }
}

extern "C" fn fc_atomic_inc(p: *mut u32, v: u32) -> u32 {
    // SAFETY: as for `fc_atomic_fadd_f32`.
    let a = unsafe { &*(p as *const std::sync::atomic::AtomicU32) };
    a.fetch_update(
        std::sync::atomic::Ordering::AcqRel,
        std::sync::atomic::Ordering::Relaxed,
        |old| Some(if old >= v { 0 } else { old + 1 }),
    )
    .unwrap_or(0)
}

extern "C" fn fc_atomic_dec(p: *mut u32, v: u32) -> u32 {
    // SAFETY: as for `fc_atomic_fadd_f32`.
    let a = unsafe { &*(p as *const std::sync::atomic::AtomicU32) };
    a.fetch_update(
        std::sync::atomic::Ordering::AcqRel,
        std::sync::atomic::Ordering::Relaxed,
        |old| Some(if old == 0 || old > v { v } else { old - 1 }),
    )
    .unwrap_or(0)
}

/// Which way a result rounded to nearest moves to be rounded in direction `mode` (1 toward
/// zero, 2 up, 3 down), given how it compares with the exact value: `Greater` one step up,
/// `Less` one step down.
fn directed_step(rounded_vs_exact: Option<Ordering>, exact_negative: bool, mode: i32) -> Ordering {
    match (mode, rounded_vs_exact) {
        (2, Some(Ordering::Less)) => Ordering::Greater,
        (3, Some(Ordering::Greater)) => Ordering::Less,
        (1, Some(Ordering::Greater)) if !exact_negative => Ordering::Less,
        (1, Some(Ordering::Less)) if exact_negative => Ordering::Greater,
        _ => Ordering::Equal,
    }
}

macro_rules! int_to_float {
    ($name:ident, $t:ty) => {
        /// The integer `bits` (unsigned if `unsigned` is not 0) as a float rounded in direction
        /// `mode` (see [`directed_step`]).
        extern "C" fn $name(bits: i64, unsigned: i32, mode: i32) -> $t {
            let exact = if unsigned != 0 {
                i128::from(bits as u64)
            } else {
                i128::from(bits)
            };
            let r = exact as $t;
            match directed_step((r as i128).partial_cmp(&exact), exact < 0, mode) {
                Ordering::Greater => r.next_up(),
                Ordering::Less => r.next_down(),
                Ordering::Equal => r,
            }
        }
    };
}
int_to_float!(fc_int_to_f32, f32);
int_to_float!(fc_int_to_f64, f64);

extern "C" fn fc_norm_f32(a: f32, b: f32, c: f32, d: f32) -> f32 {
    crate::special_math::norm4(a.into(), b.into(), c.into(), d.into()) as f32
}

extern "C" fn fc_norm_f64(a: f64, b: f64, c: f64, d: f64) -> f64 {
    crate::special_math::norm4(a, b, c, d)
}

/// `norm(dim, p)`: the Euclidean norm of `dim` floats (`single`) or doubles at `p`, written to
/// `out` as a double; statuses as for [`fc_texture_fetch`].
extern "C" fn fc_norm_array(
    ctx: *mut BlockCtx,
    thread: u32,
    out: *mut f64,
    dim: i32,
    p: u64,
    single: i32,
) -> u32 {
    // SAFETY: compiled code passes its block context and an 8-byte slot of its frame.
    let ctx = unsafe { &mut *ctx };
    // SAFETY: as for `fc_printf`.
    let launch = unsafe { &*ctx.launch };
    let size = if single != 0 { 4 } else { 8 };
    let n = dim.max(0) as usize;
    let Some(bytes) = launch.device_bytes(p as *const u8, n * size) else {
        ctx.fault_addr = p;
        ctx.fault_thread = thread;
        return 2;
    };
    let values = bytes.chunks_exact(size).map(|c| match c.try_into() {
        Ok(b) => f64::from(f32::from_le_bytes(b)),
        Err(_) => f64::from_le_bytes(c.try_into().unwrap_or_default()),
    });
    let norm = values.fold(0.0, |acc, v| crate::special_math::norm4(acc, v, 0.0, 0.0));
    // SAFETY: `out` is the slot described above.
    unsafe { out.write(norm) };
    0
}

/// The per-lane operations of CUDA's SIMD video intrinsics (`__vadd4`, `__vcmpgtu2`, ...): the
/// name between `__v` and the lane count. A helper call passes the index here times two, plus
/// one for 16-bit lanes.
const SIMD_OPS: &[&str] = &[
    "abs", "absss", "neg", "negss", "add", "addss", "addus", "sub", "subss", "subus", "avgs",
    "avgu", "haddu", "absdiffs", "absdiffu", "maxs", "maxu", "mins", "minu", "sads", "sadu",
    "cmpeq", "cmpne", "cmpges", "cmpgeu", "cmpgts", "cmpgtu", "cmples", "cmpleu", "cmplts",
    "cmpltu", "seteq", "setne", "setges", "setgeu", "setgts", "setgtu", "setles", "setleu",
    "setlts", "setltu",
];

/// A SIMD video intrinsic on the 8- or 16-bit lanes of `a` and `b` (see [`SIMD_OPS`]).
extern "C" fn fc_simd_video(code: u32, a: u32, b: u32) -> u32 {
    let op = SIMD_OPS.get((code / 2) as usize).copied().unwrap_or("add");
    let bits = if code % 2 == 1 { 16 } else { 8 };
    let lanes = 32 / bits;
    let lane_mask = (1u32 << bits) - 1;
    let (smin, smax) = (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1);
    let umax = i64::from(lane_mask);
    let signed = |x: u32, i: u32| {
        let v = i64::from((x >> (i * bits)) & lane_mask);
        if v > smax {
            v - (1 << bits)
        } else {
            v
        }
    };
    let unsigned = |x: u32, i: u32| i64::from((x >> (i * bits)) & lane_mask);
    let mut sum = 0i64;
    let mut out = 0u32;
    for i in 0..lanes {
        let (sa, sb, ua, ub) = (signed(a, i), signed(b, i), unsigned(a, i), unsigned(b, i));
        let compare = |c: &str| match c {
            "eq" => ua == ub,
            "ne" => ua != ub,
            "ges" => sa >= sb,
            "geu" => ua >= ub,
            "gts" => sa > sb,
            "gtu" => ua > ub,
            "les" => sa <= sb,
            "leu" => ua <= ub,
            "lts" => sa < sb,
            _ => ua < ub,
        };
        let lane = match op {
            "abs" => sa.abs(),
            "absss" => sa.abs().min(smax),
            "neg" => -sa,
            "negss" => (-sa).clamp(smin, smax),
            "add" => ua + ub,
            "addss" => (sa + sb).clamp(smin, smax),
            "addus" => (ua + ub).min(umax),
            "sub" => ua - ub,
            "subss" => (sa - sb).clamp(smin, smax),
            "subus" => (ua - ub).max(0),
            "avgs" => (sa + sb + i64::from(sa + sb >= 0)) >> 1,
            "avgu" => (ua + ub + 1) >> 1,
            "haddu" => (ua + ub) >> 1,
            "absdiffs" => (sa - sb).abs(),
            "absdiffu" | "sadu" => (ua - ub).abs(),
            "sads" => (sa - sb).abs(),
            "maxs" => sa.max(sb),
            "maxu" => ua.max(ub),
            "mins" => sa.min(sb),
            "minu" => ua.min(ub),
            _ => match (op.strip_prefix("cmp"), op.strip_prefix("set")) {
                (Some(c), _) => umax * i64::from(compare(c)),
                (_, Some(c)) => i64::from(compare(c)),
                _ => 0,
            },
        };
        sum += lane;
        out |= ((lane as u32) & lane_mask) << (i * bits);
    }
    if op == "sads" || op == "sadu" {
        sum as u32
    } else {
        out
    }
}

/// `__dp4a` (`pairs` 4: the four byte products) and `__dp2a_lo`/`_hi` (`pairs` 2: the two
/// 16-bit halves of `a` times the low or high bytes of `b`), plus `c`; `signed` says how the
/// parts of `a` and `b` are read.
extern "C" fn fc_dot_accumulate(a: u32, b: u32, c: u32, pairs: u32, high: i32, signed: i32) -> u32 {
    let part = |x: u32, shift: u32, bits: u32| {
        let v = (x >> shift) & ((1u32 << bits) - 1);
        if signed != 0 && v >> (bits - 1) == 1 {
            i64::from(v) - (1i64 << bits)
        } else {
            i64::from(v)
        }
    };
    let mut sum = i64::from(c as i32);
    if signed == 0 {
        sum = i64::from(c);
    }
    for i in 0..pairs {
        let (x, y) = if pairs == 4 {
            (part(a, 8 * i, 8), part(b, 8 * i, 8))
        } else {
            let byte = 8 * i + if high != 0 { 16 } else { 0 };
            (part(a, 16 * i, 16), part(b, byte, 8))
        };
        sum += x * y;
    }
    sum as u32
}

/// PTX's `fns`: the bit position of the `offset`-th set bit of `mask` counting from bit `base`
/// upward (downward for a negative `offset`), `base` itself included; offset 0 asks whether
/// bit `base` is set. `0xffffffff` when there is none.
extern "C" fn fc_fns(mask: u32, base: u32, offset: i32) -> u32 {
    if offset == 0 {
        return if base < 32 && mask >> base & 1 == 1 {
            base
        } else {
            u32::MAX
        };
    }
    let mut count = offset.unsigned_abs() - 1;
    let mut pos = base as i64;
    while (0..32).contains(&pos) {
        if mask >> pos & 1 == 1 {
            if count == 0 {
                return pos as u32;
            }
            count -= 1;
        }
        pos += i64::from(offset.signum());
    }
    u32::MAX
}

/// `__fma_rz`/`_ru`/`_rd`: `a * b + c` rounded in direction `mode`, from the fused result to
/// nearest and the exact remainder's sign: the product's error (`a * b - p`, exact by a fused
/// multiply-add) and the error of `p + c` (exact by the two-sum) with what separates their sum
/// from the result.
extern "C" fn fc_fma_directed_f64(a: f64, b: f64, c: f64, mode: i32) -> f64 {
    let r = a.mul_add(b, c);
    if !r.is_finite() {
        return r;
    }
    let p = a * b;
    let product_error = a.mul_add(b, -p);
    let s = p + c;
    let bp = s - c;
    let sum_error = (p - bp) + (c - (s - bp));
    let beyond = ((s - r) + sum_error) + product_error;
    match directed_step(0.0f64.partial_cmp(&beyond), r < 0.0, mode) {
        Ordering::Greater => r.next_up(),
        Ordering::Less => r.next_down(),
        Ordering::Equal => r,
    }
}

/// `x` as a float rounded in direction `mode` (see [`directed_step`]).
extern "C" fn fc_f64_to_f32(x: f64, mode: i32) -> f32 {
    let r = x as f32;
    match directed_step(f64::from(r).partial_cmp(&x), x < 0.0, mode) {
        Ordering::Greater => r.next_up(),
        Ordering::Less => r.next_down(),
        Ordering::Equal => r,
    }
}

/// PTX's `prmt` (and `__byte_perm`, whose selectors have no high bits): each selector
/// nibble's low three bits pick a byte of `y:x`, and its high bit replicates that byte's sign
/// bit across the result byte.
extern "C" fn fc_byte_perm(x: u32, y: u32, s: u32) -> u32 {
    let bytes = ((y as u64) << 32 | x as u64).to_le_bytes();
    let mut r = 0u32;
    for i in 0..4 {
        let nibble = (s >> (4 * i)) & 15;
        let byte = bytes[(nibble & 7) as usize];
        let byte = match nibble & 8 {
            0 => byte,
            _ => 0u8.wrapping_sub(byte >> 7),
        };
        r |= (byte as u32) << (8 * i);
    }
    r
}

extern "C" fn fc_sad(x: i32, y: i32, z: u32) -> u32 {
    z.wrapping_add((x as i64 - y as i64).unsigned_abs() as u32)
}

extern "C" fn fc_usad(x: u32, y: u32, z: u32) -> u32 {
    z.wrapping_add(x.abs_diff(y))
}

/// `__funnelshift_lc`/`_rc`: the 64 bits `hi:lo` shifted left (taking the high word) or right
/// (the low word) by `shift` clamped to 32.
extern "C" fn fc_funnelshift_clamped(lo: u32, hi: u32, shift: u32, left: i32) -> u32 {
    let v = u64::from(hi) << 32 | u64::from(lo);
    let s = shift.min(32);
    if left != 0 {
        ((v << s) >> 32) as u32
    } else {
        (v >> s) as u32
    }
}

/// `__fmaf_rz`/`_ru`/`_rd`: `a * b + c` rounded once in direction `mode` (see
/// [`directed_step`]). The product is exact in double and the sum exact as a double and its
/// error; the float nearest that sum moves one step where the exact value lies beyond it.
extern "C" fn fc_fma_directed_f32(a: f32, b: f32, c: f32, mode: i32) -> f32 {
    let p = f64::from(a) * f64::from(b);
    let c = f64::from(c);
    let s = p + c;
    let bp = s - c;
    let err = (p - bp) + (c - (s - bp));
    let r = s as f32;
    if !r.is_finite() || !s.is_finite() {
        // A finite sum past the float range rounds as the mode says (toward zero: the
        // largest float); an infinite or NaN one stays.
        return match s.is_finite() {
            true => fc_f64_to_f32(s, mode),
            false => r,
        };
    }
    // The exact value minus `r`: `s - r` is exact (they are within a float's rounding of
    // each other); adding the small `err` keeps its sign.
    let beyond = (s - f64::from(r)) + err;
    let exact_negative = s < 0.0 || (s == 0.0 && err < 0.0);
    match directed_step(0.0f64.partial_cmp(&beyond), exact_negative, mode) {
        Ordering::Greater => r.next_up(),
        Ordering::Less => r.next_down(),
        Ordering::Equal => r,
    }
}

pub fn helpers() -> &'static [Helper] {
    static H: OnceLock<Vec<Helper>> = OnceLock::new();
    H.get_or_init(|| {
        let mut v = Vec::new();
        unary_math_helpers(&mut v);
        binary_math_helpers(&mut v);
        c_math::helpers(&mut v);
        crate::address_space::helpers(&mut v);
        crate::half::helpers(&mut v);
        crate::mbarrier::helpers(&mut v);
        crate::tensor_map::helpers(&mut v);
        crate::int128::helpers(&mut v);
        let mut add = |symbol, params, ret, address| {
            v.push(Helper {
                symbol,
                params,
                ret,
                address,
            })
        };
        add(
            "fc_memcpy",
            &[P, P, P],
            None,
            fc_memcpy as *const () as usize,
        );
        add(
            "fc_memset",
            &[P, I, P],
            None,
            fc_memset as *const () as usize,
        );
        add(
            "fc_printf",
            &[P, P, P, I],
            None,
            fc_printf as *const () as usize,
        );
        add(
            "fc_vprintf",
            &[P, P, P],
            Some(P),
            fc_vprintf as *const () as usize,
        );
        add(
            "fc_assert_fail",
            &[P, I, P, P, I, P],
            None,
            fc_assert_fail as *const () as usize,
        );
        add(
            "fc_malloc",
            &[P, P],
            Some(P),
            fc_malloc as *const () as usize,
        );
        add("fc_free", &[P, P], None, fc_free as *const () as usize);
        add(
            "fc_cluster_map_shared",
            &[P, P, I],
            Some(P),
            fc_cluster_map_shared as *const () as usize,
        );
        add(
            "fc_cluster_query_shared_rank",
            &[P, P],
            Some(I),
            fc_cluster_query_shared_rank as *const () as usize,
        );
        add("fc_clock64", &[], Some(P), fc_clock64 as *const () as usize);
        add(
            "fc_directed_f32",
            &[I, F, F, I],
            Some(F),
            fc_directed_f32 as *const () as usize,
        );
        add(
            "fc_directed_f64",
            &[I, D, D, I],
            Some(D),
            fc_directed_f64 as *const () as usize,
        );
        add(
            "fc_nan_payload",
            &[P, P],
            Some(P),
            fc_nan_payload as *const () as usize,
        );
        add(
            "fc_surface_access",
            &[P, I, P, P, I, P, I],
            Some(I),
            fc_surface_access as *const () as usize,
        );
        add(
            "fc_texture_fetch",
            &[P, I, P, P, I, P, P, P, P],
            Some(I),
            fc_texture_fetch as *const () as usize,
        );
        add(
            "fc_atomic_fadd_f32",
            &[P, F, I],
            Some(F),
            fc_atomic_fadd_f32 as *const () as usize,
        );
        add(
            "fc_atomic_fadd_f64",
            &[P, D],
            Some(D),
            fc_atomic_fadd_f64 as *const () as usize,
        );
        add(
            "fc_atomic_inc",
            &[P, I],
            Some(I),
            fc_atomic_inc as *const () as usize,
        );
        add(
            "fc_atomic_dec",
            &[P, I],
            Some(I),
            fc_atomic_dec as *const () as usize,
        );
        add(
            "fc_int_to_f32",
            &[P, I, I],
            Some(F),
            fc_int_to_f32 as *const () as usize,
        );
        add(
            "fc_int_to_f64",
            &[P, I, I],
            Some(D),
            fc_int_to_f64 as *const () as usize,
        );
        add(
            "fc_norm_f32",
            &[F, F, F, F],
            Some(F),
            fc_norm_f32 as *const () as usize,
        );
        add(
            "fc_norm_f64",
            &[D, D, D, D],
            Some(D),
            fc_norm_f64 as *const () as usize,
        );
        add("fc_fns", &[I, I, I], Some(I), fc_fns as *const () as usize);
        add(
            "fc_simd_video",
            &[I, I, I],
            Some(I),
            fc_simd_video as *const () as usize,
        );
        add(
            "fc_dot_accumulate",
            &[I, I, I, I, I, I],
            Some(I),
            fc_dot_accumulate as *const () as usize,
        );
        add(
            "fc_usad",
            &[I, I, I],
            Some(I),
            fc_usad as *const () as usize,
        );
        add(
            "fc_funnelshift_clamped",
            &[I, I, I, I],
            Some(I),
            fc_funnelshift_clamped as *const () as usize,
        );
        add(
            "fc_fma_directed_f64",
            &[D, D, D, I],
            Some(D),
            fc_fma_directed_f64 as *const () as usize,
        );
        add(
            "fc_fma_directed_f32",
            &[F, F, F, I],
            Some(F),
            fc_fma_directed_f32 as *const () as usize,
        );
        add(
            "fc_norm_array",
            &[P, I, P, I, P, I],
            Some(I),
            fc_norm_array as *const () as usize,
        );
        add(
            "fc_f64_to_f32",
            &[D, I],
            Some(F),
            fc_f64_to_f32 as *const () as usize,
        );
        add(
            "fc_byte_perm",
            &[I, I, I],
            Some(I),
            fc_byte_perm as *const () as usize,
        );
        add("fc_sad", &[I, I, I], Some(I), fc_sad as *const () as usize);
        crate::device_runtime::helpers(&mut v);
        v
    })
}

fn symbol_of(name: &str, ty: &str) -> Option<&'static str> {
    helpers().iter().map(|h| h.symbol).find(|s| {
        s.strip_prefix("fc_")
            .and_then(|r| r.strip_suffix(ty))
            .is_some_and(|b| b.strip_suffix('_') == Some(name))
    })
}

/// `shared_only`: `p` is an address in the block's shared memory, which only the worker
/// running the block touches, so the operation there is a plain load and store (but
/// `atomicInc` and `atomicDec`, rare there).
pub(crate) fn emit_atomic(
    g: &mut Gen,
    op: AtomicOp,
    ty: Type,
    p: cl::Value,
    x: cl::Value,
    shared_only: bool,
) -> cl::Value {
    let cty = match ty {
        Type::I64 | Type::Ptr | Type::F64 => types::I64,
        Type::I16 => types::I16,
        Type::I8 | Type::Bool => types::I8,
        _ => types::I32,
    };
    if op == AtomicOp::FAdd && shared_only {
        // In shared memory a GPU keeps subnormals (see `fc_atomic_fadd_f32`).
        let fty = match ty {
            Type::F64 => types::F64,
            _ => types::F32,
        };
        let b = g.builder();
        let old = b.ins().load(fty, MemFlagsData::trusted(), p, 0);
        let new = b.ins().fadd(old, x);
        b.ins().store(MemFlagsData::trusted(), new, p, 0);
        return old;
    }
    let rmw = match op {
        AtomicOp::Add => AtomicRmwOp::Add,
        AtomicOp::Sub => AtomicRmwOp::Sub,
        AtomicOp::Exch => AtomicRmwOp::Xchg,
        AtomicOp::SMin => AtomicRmwOp::Smin,
        AtomicOp::SMax => AtomicRmwOp::Smax,
        AtomicOp::UMin => AtomicRmwOp::Umin,
        AtomicOp::UMax => AtomicRmwOp::Umax,
        AtomicOp::And => AtomicRmwOp::And,
        AtomicOp::Or => AtomicRmwOp::Or,
        AtomicOp::Xor => AtomicRmwOp::Xor,
        AtomicOp::FAdd if ty == Type::F64 => {
            return g
                .helper("fc_atomic_fadd_f64", &[p, x])
                .expect("helper returns a value")
        }
        AtomicOp::FAdd => {
            let shared = crate::address_space::in_window(g, Window::Shared, p);
            let b = g.builder();
            let shared = b.ins().uextend(I, shared);
            let flush = b.ins().bxor_imm_u(shared, 1);
            return g
                .helper("fc_atomic_fadd_f32", &[p, x, flush])
                .expect("helper returns a value");
        }
        AtomicOp::Inc => {
            return g
                .helper("fc_atomic_inc", &[p, x])
                .expect("helper returns a value")
        }
        AtomicOp::Dec => {
            return g
                .helper("fc_atomic_dec", &[p, x])
                .expect("helper returns a value")
        }
    };
    let b = g.builder();
    if !shared_only {
        return b.ins().atomic_rmw(cty, MemFlagsData::new(), rmw, p, x);
    }
    let old = b.ins().load(cty, MemFlagsData::trusted(), p, 0);
    let new = match rmw {
        AtomicRmwOp::Add => b.ins().iadd(old, x),
        AtomicRmwOp::Sub => b.ins().isub(old, x),
        AtomicRmwOp::Xchg => x,
        AtomicRmwOp::Smin => b.ins().smin(old, x),
        AtomicRmwOp::Smax => b.ins().smax(old, x),
        AtomicRmwOp::Umin => b.ins().umin(old, x),
        AtomicRmwOp::Umax => b.ins().umax(old, x),
        AtomicRmwOp::And => b.ins().band(old, x),
        AtomicRmwOp::Or => b.ins().bor(old, x),
        AtomicRmwOp::Xor => b.ins().bxor(old, x),
        _ => unreachable!("an integer operation"),
    };
    b.ins().store(MemFlagsData::trusted(), new, p, 0);
    old
}

/// `atomicCAS` at `p`: `old == e ? n : old` stored, `old` returned; `shared_only` as for
/// [`emit_atomic`].
pub(crate) fn emit_atomic_cas(
    b: &mut FunctionBuilder,
    p: cl::Value,
    e: cl::Value,
    n: cl::Value,
    shared_only: bool,
) -> cl::Value {
    if !shared_only {
        return b.ins().atomic_cas(MemFlagsData::new(), p, e, n);
    }
    let ty = b.func.dfg.value_type(n);
    let old = b.ins().load(ty, MemFlagsData::trusted(), p, 0);
    let same = b.ins().icmp(IntCC::Equal, old, e);
    let stored = b.ins().select(same, n, old);
    b.ins().store(MemFlagsData::trusted(), stored, p, 0);
    old
}

/// Whether intrinsic `key` hands a `float`'s bits on without computing with them (shuffles,
/// matches, bit casts, cache-hinted loads and stores, atomics, textures and surfaces, `printf`):
/// `-ftz=true` leaves its operands and result as they are.
pub(crate) fn moves_bits(key: &str) -> bool {
    const PREFIXES: &[&str] = &[
        "__shfl",
        "__match",
        "__float_as",
        "__ld",
        "__st",
        "atomic",
        "printf",
        "vprintf",
    ];
    let name = ferrocuda_ir::intrinsic_name(key);
    Fetch::parse(key).is_some()
        || SurfaceAccess::parse(key).is_some()
        || PREFIXES.iter().any(|p| name.starts_with(p))
}

/// Emits intrinsic `key` (`name(arg types)`, or a bare name for `printf` and `assert`).
pub(crate) fn emit(
    g: &mut Gen,
    key: &str,
    args: &[cl::Value],
    arg_types: &[Type],
) -> Result<Option<cl::Value>, String> {
    let name = ferrocuda_ir::intrinsic_name(key);
    let types_part = key.strip_prefix(name).unwrap_or("");
    let all_f32 = !arg_types.is_empty() && arg_types.iter().all(|t| *t == Type::F32);
    let all_f64 = !arg_types.is_empty() && arg_types.iter().all(|t| *t == Type::F64);
    if let Some(fetch) = Fetch::parse(key) {
        emit_texture_fetch(g, &fetch, args, arg_types);
        return Ok(None);
    }
    if let Some(access) = SurfaceAccess::parse(key) {
        emit_surface_access(g, &access, args, arg_types);
        return Ok(None);
    }
    if let (Some((op, mode)), true) = (directed_rounding(name), all_f32 || all_f64) {
        let b = g.builder();
        let (x, y) = match op {
            DirectedOp::Add => (args[0], args[1]),
            DirectedOp::Sub => (args[0], b.ins().fneg(args[1])),
            DirectedOp::Mul => (args[0], args[1]),
            DirectedOp::Div => (args[0], args[1]),
            DirectedOp::Sqrt => (args[0], args[0]),
            DirectedOp::Rcp => {
                let one = if all_f32 {
                    b.ins().f32const(1.0)
                } else {
                    b.ins().f64const(1.0)
                };
                (one, args[0])
            }
        };
        if mode == 0 {
            return Ok(Some(match op {
                DirectedOp::Add | DirectedOp::Sub => b.ins().fadd(x, y),
                DirectedOp::Mul => b.ins().fmul(x, y),
                DirectedOp::Div | DirectedOp::Rcp => b.ins().fdiv(x, y),
                DirectedOp::Sqrt => b.ins().sqrt(x),
            }));
        }
        let code = match op {
            DirectedOp::Add | DirectedOp::Sub => 0,
            DirectedOp::Mul => 1,
            DirectedOp::Div | DirectedOp::Rcp => 2,
            DirectedOp::Sqrt => 3,
        };
        let code = b.ins().iconst(I, code);
        let mode = b.ins().iconst(I, mode as i64);
        let helper = if all_f32 {
            "fc_directed_f32"
        } else {
            "fc_directed_f64"
        };
        return Ok(g.helper(helper, &[code, x, y, mode]));
    }
    if let Some(r) = crate::device_runtime::emit(g, name, args, arg_types) {
        return r;
    }
    if let Some(r) = crate::address_space::emit(g, name, args) {
        return Ok(Some(r));
    }
    if let Some(r) = crate::half::emit(g, name, args) {
        return Ok(r);
    }
    if let Some(r) = crate::mbarrier::emit(g, name, args) {
        return Ok(r);
    }
    if let Some(r) = crate::tensor_map::emit(g, name, args) {
        return Ok(r);
    }
    match name {
        ferrocuda_ir::IS_CONSTANT_EVALUATED => {
            return Ok(Some(g.builder().ins().iconst(types::I8, 0)))
        }
        ferrocuda_ir::CHECK_ALIGNED => {
            let alignment = match args {
                [_, align] => constant_of(g.builder(), *align),
                _ => None,
            };
            let Some(alignment) = alignment.filter(|a| (*a as u64).is_power_of_two()) else {
                return Err(format!("{name} takes an address and a constant alignment"));
            };
            g.check_access(args[0], alignment as u32);
            return Ok(None);
        }
        "printf" => return Ok(Some(emit_printf(g, args, arg_types))),
        "vprintf" => {
            let [fmt, buffer] = args else {
                return Err("vprintf takes a format and an argument buffer".into());
            };
            let ctx = g.block_ctx();
            let count = g
                .helper("fc_vprintf", &[ctx, *fmt, *buffer])
                .expect("fc_vprintf returns a count");
            return Ok(Some(g.builder().ins().ireduce(types::I32, count)));
        }
        "__ferrocuda_assert_fail" | "__assertfail" | "__assert_fail" => {
            if args.len() < 4 {
                return Err("assert failure needs (expression, file, line, function)".into());
            }
            let ctx = g.block_ctx();
            let t = g.thread_index();
            let line = if arg_types[2].bytes() == 8 {
                g.builder().ins().ireduce(types::I32, args[2])
            } else {
                args[2]
            };
            g.helper("fc_assert_fail", &[ctx, t, args[0], args[1], line, args[3]]);
            jump_to_trap(g);
            return Ok(None);
        }
        "__trap" => {
            jump_to_trap(g);
            return Ok(None);
        }
        "memset" => {
            let n = widen(g, args[2], arg_types[2]);
            let v = narrow_i32(g, args[1], arg_types[1]);
            g.helper("fc_memset", &[args[0], v, n]);
            return Ok(Some(args[0]));
        }
        "memcpy" => {
            let n = widen(g, args[2], arg_types[2]);
            g.helper("fc_memcpy", &[args[0], args[1], n]);
            return Ok(Some(args[0]));
        }
        // `::operator new(n)` called as a function allocates as `malloc` does, and `::operator
        // delete(p[, n])` frees (the device heap has no sizes to check).
        "malloc" | "operator new" | "operator new[]" => {
            let ctx = g.block_ctx();
            let n = widen(g, args[0], arg_types[0]);
            return Ok(g.helper("fc_malloc", &[ctx, n]));
        }
        "free" | "operator delete" | "operator delete[]" => {
            let ctx = g.block_ctx();
            g.helper("fc_free", &[ctx, args[0]]);
            return Ok(None);
        }
        "clock" | "clock64" => return Ok(g.helper("fc_clock64", &[])),
        // Arriving at a cluster barrier does nothing here: waiting is the whole barrier.
        "__cluster_barrier_arrive" | "__cluster_barrier_arrive_relaxed" => return Ok(None),
        "__cluster_map_shared_rank" => {
            let ctx = g.block_ctx();
            let rank = narrow_i32(g, args[1], arg_types[1]);
            return Ok(g.helper("fc_cluster_map_shared", &[ctx, args[0], rank]));
        }
        "__cluster_query_shared_rank" => {
            let ctx = g.block_ctx();
            return Ok(g.helper("fc_cluster_query_shared_rank", &[ctx, args[0]]));
        }
        "nan" | "nanf" => {
            let ctx = g.block_ctx();
            let Some(payload) = g.helper("fc_nan_payload", &[ctx, args[0]]) else {
                return Err("fc_nan_payload returns nothing".into());
            };
            let b = g.builder();
            let (ty, bits) = if name == "nan" {
                (D, b.ins().bor_imm_s(payload, 0x7ff8_0000_0000_0000))
            } else {
                let narrow = b.ins().ireduce(I, payload);
                (F, b.ins().bor_imm_s(narrow, 0x7fc0_0000))
            };
            return Ok(Some(b.ins().bitcast(ty, MemFlagsData::new(), bits)));
        }
        "__ldg" => {
            // The result type is the pointee's; the caller narrows. Loads of the widest type the
            // pointer could name are not safe, so __ldg is handled as a plain load by lowering
            // headers that define it inline; reaching here means a missing definition.
            return Err("__ldg must be defined by the headers for each type".into());
        }
        _ => {}
    }
    // `--use_fast_math`'s hyperbolic tangent: the accurate function, as for the other
    // approximations (the GPU's `tanh.approx` is not reproduced).
    let name = match name {
        "__ferrocuda_tanh_approx" => "tanhf",
        name => name,
    };
    let base = name.trim_start_matches("__").trim_start_matches("std::");
    if let Some(r) = emit_c_math(g, base, args, arg_types) {
        return Ok(r);
    }
    if let Some(r) = emit_conversion(g, base, args, arg_types) {
        return Ok(Some(r));
    }
    let b = g.builder();
    // Operations Cranelift has as instructions.
    let fbase = if all_f32 {
        base.strip_suffix('f')
            // `isinf` and `erf` end in an `f` of their own.
            .filter(|s| !s.is_empty() && !matches!(*s, "ru" | "rn" | "isin" | "er"))
            .unwrap_or(base)
    } else {
        base
    };
    // (The IEEE ones differ only where denormals are flushed, which these do not do.)
    let directed_fma = [
        "fmaf_rz",
        "fmaf_ru",
        "fmaf_rd",
        "fma_rz",
        "fma_ru",
        "fma_rd",
        "fmaf_ieee_rz",
        "fmaf_ieee_ru",
        "fmaf_ieee_rd",
    ]
    .iter()
    .position(|n| *n == base);
    if let (true, Some(i)) = ((all_f32 || all_f64) && args.len() == 3, directed_fma) {
        let mode = b.ins().iconst(I, (i % 3) as i64 + 1);
        let helper = if all_f32 {
            "fc_fma_directed_f32"
        } else {
            "fc_fma_directed_f64"
        };
        return Ok(g.helper(helper, &[args[0], args[1], args[2], mode]));
    }
    // Rounded to a `long`: saturated as the GPU's conversion saturates (a NaN gives the
    // smallest), where the C library's give the smallest for every value out of range.
    if let ("lrint" | "llrint" | "lround" | "llround", &[x], true) =
        (fbase, args, all_f32 || all_f64)
    {
        let rounded = match fbase.ends_with("rint") {
            true => g.builder().ins().nearest(x),
            false => {
                let round = if all_f32 {
                    "fc_round_f32"
                } else {
                    "fc_round_f64"
                };
                g.helper(round, &[x])
                    .expect("the helper returns the rounded value")
            }
        };
        let b = g.builder();
        let saturated = b.ins().fcvt_to_sint_sat(types::I64, rounded);
        let is_nan = b.ins().fcmp(FloatCC::Unordered, x, x);
        let smallest = b.ins().iconst(types::I64, i64::MIN);
        return Ok(Some(b.ins().select(is_nan, smallest, saturated)));
    }
    let b = g.builder();
    if all_f32 || all_f64 {
        let fbase = fbase
            .trim_end_matches("_rn")
            .trim_end_matches("_rz")
            .trim_end_matches("_ru")
            .trim_end_matches("_rd");
        let r = match (fbase, args.len()) {
            // `__ferrocuda_sqrt_approx`, `--use_fast_math`'s: the correctly rounded root.
            ("sqrt" | "fsqrt" | "ferrocuda_sqrt_approx", 1) => Some(b.ins().sqrt(args[0])),
            ("fabs" | "abs", 1) => {
                let r = b.ins().fabs(args[0]);
                Some(float_sign_op_result(b, args[0], r))
            }
            ("floor" | "ceil" | "trunc" | "rint" | "nearbyint", 1) => {
                let r = match fbase {
                    "floor" => b.ins().floor(args[0]),
                    "ceil" => b.ins().ceil(args[0]),
                    "trunc" => b.ins().trunc(args[0]),
                    _ => b.ins().nearest(args[0]),
                };
                Some(rounded_nan(b, r))
            }
            ("fma" | "fmaf" | "fmaf_ieee", 3) => Some(b.ins().fma(args[0], args[1], args[2])),
            ("copysign", 2) => Some(b.ins().fcopysign(args[0], args[1])),
            ("fadd", 2) => Some(b.ins().fadd(args[0], args[1])),
            ("fsub", 2) => Some(b.ins().fsub(args[0], args[1])),
            ("fmul", 2) => Some(b.ins().fmul(args[0], args[1])),
            ("fdivide", 2) if all_f32 => Some(fast_divide(b, args[0], args[1])),
            ("fdiv" | "fdivide", 2) => Some(b.ins().fdiv(args[0], args[1])),
            ("frcp" | "drcp", 1) => {
                let one = if all_f32 {
                    b.ins().f32const(1.0)
                } else {
                    b.ins().f64const(1.0)
                };
                Some(b.ins().fdiv(one, args[0]))
            }
            // CUDA's `min` and `max` of floats are `fminf` and `fmaxf`: a NaN operand gives
            // the other one (Cranelift's `fmin` and `fmax` give the NaN), -0 is below +0.
            ("min" | "max" | "fmin" | "fmax", 2) => {
                use cranelift_codegen::ir::condcodes::FloatCC::Unordered;
                let m = match fbase {
                    "min" | "fmin" => b.ins().fmin(args[0], args[1]),
                    _ => b.ins().fmax(args[0], args[1]),
                };
                let a_nan = b.ins().fcmp(Unordered, args[0], args[0]);
                let b_nan = b.ins().fcmp(Unordered, args[1], args[1]);
                let m = b.ins().select(b_nan, args[0], m);
                Some(b.ins().select(a_nan, args[1], m))
            }
            ("isnan", 1) => {
                let c = b.ins().fcmp(
                    cranelift_codegen::ir::condcodes::FloatCC::Unordered,
                    args[0],
                    args[0],
                );
                Some(b.ins().uextend(types::I32, c))
            }
            ("isinf", 1) => {
                let a = b.ins().fabs(args[0]);
                let inf = if all_f32 {
                    b.ins().f32const(f32::INFINITY)
                } else {
                    b.ins().f64const(f64::INFINITY)
                };
                let c = b
                    .ins()
                    .fcmp(cranelift_codegen::ir::condcodes::FloatCC::Equal, a, inf);
                Some(b.ins().uextend(types::I32, c))
            }
            ("isfinite" | "finite", 1) => {
                let a = b.ins().fabs(args[0]);
                let inf = if all_f32 {
                    b.ins().f32const(f32::INFINITY)
                } else {
                    b.ins().f64const(f64::INFINITY)
                };
                let c = b
                    .ins()
                    .fcmp(cranelift_codegen::ir::condcodes::FloatCC::LessThan, a, inf);
                Some(b.ins().uextend(types::I32, c))
            }
            ("signbit", 1) => {
                let ity = if all_f32 { types::I32 } else { types::I64 };
                let x = gpu_default_nan(b, args[0]);
                let bits = b.ins().bitcast(ity, MemFlagsData::new(), x);
                let s = b.ins().ushr_imm_s(bits, ity.bits() as i64 - 1);
                Some(if all_f32 {
                    s
                } else {
                    b.ins().ireduce(types::I32, s)
                })
            }
            ("float_as_int" | "float_as_uint", 1) => {
                let x = gpu_default_nan(b, args[0]);
                Some(b.ins().bitcast(types::I32, MemFlagsData::new(), x))
            }
            ("double_as_longlong", 1) => {
                Some(b.ins().bitcast(types::I64, MemFlagsData::new(), args[0]))
            }
            ("double2hiint" | "double2loint", 1) if all_f64 => {
                let bits = b.ins().bitcast(types::I64, MemFlagsData::new(), args[0]);
                let half = match fbase {
                    "double2hiint" => b.ins().ushr_imm_s(bits, 32),
                    _ => bits,
                };
                Some(b.ins().ireduce(types::I32, half))
            }
            _ => None,
        };
        if let Some(r) = r {
            return Ok(Some(r));
        }
        let suffix = if all_f32 { "f32" } else { "f64" };
        let fname = match fbase {
            "fdividef" => "fdivide",
            other => other,
        };
        if UNARY_MATH.contains(&fname) && args.len() == 1
            || BINARY_MATH.contains(&fname) && args.len() == 2
        {
            if let Some(sym) = symbol_of(fname, suffix) {
                return Ok(g.helper(sym, args));
            }
        }
        if let ("norm3d" | "norm4d" | "rnorm3d" | "rnorm4d", 3 | 4) = (fname, args.len()) {
            let mut parts = args.to_vec();
            if parts.len() == 3 {
                let b = g.builder();
                parts.push(if all_f32 {
                    b.ins().f32const(0.0)
                } else {
                    b.ins().f64const(0.0)
                });
            }
            let sym = if all_f32 {
                "fc_norm_f32"
            } else {
                "fc_norm_f64"
            };
            let norm = g.helper(sym, &parts).expect("value");
            if !fname.starts_with('r') {
                return Ok(Some(norm));
            }
            let b = g.builder();
            let one = if all_f32 {
                b.ins().f32const(1.0)
            } else {
                b.ins().f64const(1.0)
            };
            return Ok(Some(b.ins().fdiv(one, norm)));
        }
        if fname == "sincos" || fname == "sincospi" {
            return Err(format!("intrinsic '{key}' needs its output pointers"));
        }
    }
    // Mixed float/int and integer intrinsics.
    let b = g.builder();
    let r = match (base, args.len()) {
        ("sincosf" | "sincos" | "sincospif" | "sincospi", 3) => {
            let (sym_s, sym_c) = match (base.contains("pi"), arg_types[0] == Type::F32) {
                (false, true) => ("fc_sin_f32", "fc_cos_f32"),
                (false, false) => ("fc_sin_f64", "fc_cos_f64"),
                (true, true) => ("fc_sinpi_f32", "fc_cospi_f32"),
                (true, false) => ("fc_sinpi_f64", "fc_cospi_f64"),
            };
            let size = arg_types[0].bytes();
            let s = g.helper(sym_s, &[args[0]]).expect("value");
            let c = g.helper(sym_c, &[args[0]]).expect("value");
            g.check_access(args[1], size);
            g.check_access(args[2], size);
            let b = g.builder();
            b.ins().store(MemFlagsData::new(), s, args[1], 0);
            b.ins().store(MemFlagsData::new(), c, args[2], 0);
            return Ok(None);
        }
        ("int_as_float" | "uint_as_float", 1) => {
            b.ins().bitcast(types::F32, MemFlagsData::new(), args[0])
        }
        ("longlong_as_double", 1) => b.ins().bitcast(types::F64, MemFlagsData::new(), args[0]),
        ("hiloint2double", 2) => {
            let high = b.ins().uextend(types::I64, args[0]);
            let high = b.ins().ishl_imm_s(high, 32);
            let low = b.ins().uextend(types::I64, args[1]);
            let bits = b.ins().bor(high, low);
            b.ins().bitcast(types::F64, MemFlagsData::new(), bits)
        }
        // `pow(x, n)` of an integer exponent (C++'s overload) is CUDA's `powi`.
        ("powi" | "powif", 2) | ("pow", 2) if arg_types[1].is_int() => {
            let fty = if arg_types[0] == Type::F32 {
                types::F32
            } else {
                types::F64
            };
            let e = b.ins().fcvt_from_sint(fty, args[1]);
            let sym = if fty == types::F32 {
                "fc_pow_f32"
            } else {
                "fc_pow_f64"
            };
            g.helper(sym, &[args[0], e]).expect("value")
        }
        ("popc" | "popcll", 1) => {
            let c = b.ins().popcnt(args[0]);
            to_i32(g, c)
        }
        ("clz" | "clzll", 1) => {
            let c = b.ins().clz(args[0]);
            to_i32(g, c)
        }
        ("ffs" | "ffsll", 1) => {
            let ty = g.builder().func.dfg.value_type(args[0]);
            let b = g.builder();
            let tz = b.ins().ctz(args[0]);
            let one = b.ins().iadd_imm_s(tz, 1);
            let zero = b.ins().iconst(ty, 0);
            let is0 = b.ins().icmp(IntCC::Equal, args[0], zero);
            let r = b.ins().select(is0, zero, one);
            to_i32(g, r)
        }
        ("brev" | "brevll", 1) => b.ins().bitrev(args[0]),
        ("mul24" | "umul24", 2) => {
            let (x, y) = (
                b.ins().ishl_imm_s(args[0], 8),
                b.ins().ishl_imm_s(args[1], 8),
            );
            let (x, y) = if base == "mul24" {
                (b.ins().sshr_imm_s(x, 8), b.ins().sshr_imm_s(y, 8))
            } else {
                (b.ins().ushr_imm_s(x, 8), b.ins().ushr_imm_s(y, 8))
            };
            b.ins().imul(x, y)
        }
        ("mulhi" | "mul64hi", 2) => b.ins().smulhi(args[0], args[1]),
        ("umulhi" | "umul64hi", 2) => b.ins().umulhi(args[0], args[1]),
        ("fns", 3) => g.helper("fc_fns", args).expect("value"),
        ("dp4a" | "dp2a_lo" | "dp2a_hi", 3) => {
            let pairs = b.ins().iconst(I, if base == "dp4a" { 4 } else { 2 });
            let high = b.ins().iconst(I, i64::from(base == "dp2a_hi"));
            let signed = b.ins().iconst(I, i64::from(!types_part.contains('u')));
            g.helper(
                "fc_dot_accumulate",
                &[args[0], args[1], args[2], pairs, high, signed],
            )
            .expect("value")
        }
        (simd, 1 | 2) if simd_code(simd).is_some() => {
            let code = simd_code(simd).unwrap_or(0);
            let code = b.ins().iconst(I, i64::from(code));
            let second = if args.len() == 2 {
                args[1]
            } else {
                b.ins().iconst(I, 0)
            };
            g.helper("fc_simd_video", &[code, args[0], second])
                .expect("value")
        }
        ("norm" | "normf" | "rnorm" | "rnormf", 2) if arg_types[1] == Type::Ptr => {
            return Ok(Some(emit_norm_array(g, base, args)));
        }
        // `__byte_perm` reads three bits of each selector nibble (measured); PTX's `prmt`
        // reads the fourth as well.
        ("byte_perm", 3) => {
            let b = g.builder();
            let selector = b.ins().band_imm_s(args[2], 0x7777);
            g.helper("fc_byte_perm", &[args[0], args[1], selector])
                .expect("value")
        }
        ("ferrocuda_prmt", 3) => g.helper("fc_byte_perm", args).expect("value"),
        ("sad", 3) => g.helper("fc_sad", args).expect("value"),
        ("usad", 3) => g.helper("fc_usad", args).expect("value"),
        ("funnelshift_lc" | "funnelshift_rc", 3) => {
            let left = b.ins().iconst(I, i64::from(base == "funnelshift_lc"));
            g.helper("fc_funnelshift_clamped", &[args[0], args[1], args[2], left])
                .expect("value")
        }
        // A hint to the scheduler; here threads take turns only at synchronisation points.
        ("nanosleep", 1) => return Ok(None),
        ("abs" | "labs" | "llabs", 1) if arg_types[0].is_int() => b.ins().iabs(args[0]),
        ("min" | "umin" | "llmin" | "ullmin", 2) | ("max" | "umax" | "llmax" | "ullmax", 2)
            if arg_types.iter().all(|t| t.is_int()) =>
        {
            let signed = types_part.contains('i') && !types_part.contains('u');
            let is_min = base.contains("min");
            match (is_min, signed) {
                (true, true) => b.ins().smin(args[0], args[1]),
                (true, false) => b.ins().umin(args[0], args[1]),
                (false, true) => b.ins().smax(args[0], args[1]),
                (false, false) => b.ins().umax(args[0], args[1]),
            }
        }
        ("funnelshift_l", 3) => {
            let lo = b.ins().uextend(types::I64, args[0]);
            let hi = b.ins().uextend(types::I64, args[1]);
            let hi = b.ins().ishl_imm_s(hi, 32);
            let v = b.ins().bor(hi, lo);
            let s = b.ins().band_imm_s(args[2], 31);
            let s = b.ins().uextend(types::I64, s);
            let r = b.ins().ishl(v, s);
            let r = b.ins().ushr_imm_s(r, 32);
            b.ins().ireduce(types::I32, r)
        }
        ("funnelshift_r", 3) => {
            let lo = b.ins().uextend(types::I64, args[0]);
            let hi = b.ins().uextend(types::I64, args[1]);
            let hi = b.ins().ishl_imm_s(hi, 32);
            let v = b.ins().bor(hi, lo);
            let s = b.ins().band_imm_s(args[2], 31);
            let s = b.ins().uextend(types::I64, s);
            let r = b.ins().ushr(v, s);
            b.ins().ireduce(types::I32, r)
        }
        ("hadd" | "uhadd" | "rhadd" | "urhadd", 2) => {
            let ty = b.func.dfg.value_type(args[0]);
            let signed = !base.starts_with('u');
            let (x, y) = if signed {
                (
                    b.ins().sextend(types::I64, args[0]),
                    b.ins().sextend(types::I64, args[1]),
                )
            } else {
                (
                    b.ins().uextend(types::I64, args[0]),
                    b.ins().uextend(types::I64, args[1]),
                )
            };
            let s = b.ins().iadd(x, y);
            let s = if base.contains("rhadd") {
                b.ins().iadd_imm_s(s, 1)
            } else {
                s
            };
            let s = if signed {
                b.ins().sshr_imm_s(s, 1)
            } else {
                b.ins().ushr_imm_s(s, 1)
            };
            b.ins().ireduce(ty, s)
        }
        _ => {
            return Err(format!(
                "device function '{key}' is not implemented by the CPU backend"
            ))
        }
    };
    Ok(Some(r))
}

/// The integer constant `v` is, where an `iconst` makes it.
pub(crate) fn constant_of(b: &FunctionBuilder, v: cl::Value) -> Option<i64> {
    let dfg = &b.func.dfg;
    let ValueDef::Result(inst, _) = dfg.value_def(v) else {
        return None;
    };
    match dfg.insts[inst] {
        cl::InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => Some(imm.bits()),
        _ => None,
    }
}

/// The single-precision result `r` with a NaN replaced by the GPU's canonical NaN, 0x7fffffff.
/// `r` may also be a vector of them (`F32X4`), as the lockstep lanes hold it.
pub(crate) fn canonical_nan(b: &mut FunctionBuilder, r: cl::Value) -> cl::Value {
    let nan = b.ins().fcmp(FloatCC::Unordered, r, r);
    let canonical = float_bits(b, r, 0x7fff_ffff);
    choose(b, nan, canonical, r)
}

/// A value of `like`'s type (`F32` or `F32X4`) whose every lane has the bits `bits`.
fn float_bits(b: &mut FunctionBuilder, like: cl::Value, bits: u32) -> cl::Value {
    let ty = b.func.dfg.value_type(like);
    let bits = int_bits(b, ty.as_int(), bits);
    b.ins().bitcast(ty, MemFlagsData::new(), bits)
}

/// A value of type `ty` (`I32` or `I32X4`) whose every lane is `bits`.
fn int_bits(b: &mut FunctionBuilder, ty: cl::Type, bits: u32) -> cl::Value {
    let bits = b.ins().iconst(types::I32, i64::from(bits as i32));
    match ty.is_vector() {
        true => b.ins().splat(ty, bits),
        false => bits,
    }
}

/// `cond ? x : y`, lane by lane where `cond` is a vector (a mask of `x`'s lane width).
fn choose(b: &mut FunctionBuilder, cond: cl::Value, x: cl::Value, y: cl::Value) -> cl::Value {
    let ty = b.func.dfg.value_type(x);
    match b.func.dfg.value_type(cond).is_vector() {
        true => {
            let mask = b.ins().bitcast(ty, MemFlagsData::new(), cond);
            b.ins().bitselect(mask, x, y)
        }
        false => b.ins().select(cond, x, y),
    }
}

/// `__fdividef(x, y)`: the quotient, but for a divisor past 2^126 in magnitude, whose
/// reciprocal the GPU's approximation flushes to zero, `x` times that zero (so an infinite
/// `x` gives NaN), as CUDA documents it.
fn fast_divide(b: &mut FunctionBuilder, x: cl::Value, y: cl::Value) -> cl::Value {
    let quotient = b.ins().fdiv(x, y);
    let magnitude = b.ins().fabs(y);
    let limit = b.ins().f32const(2f32.powi(126));
    let huge = b.ins().fcmp(FloatCC::GreaterThan, magnitude, limit);
    let zero = b.ins().f32const(0.0);
    let flushed = b.ins().fcopysign(zero, y);
    let product = b.ins().fmul(x, flushed);
    b.ins().select(huge, product, quotient)
}

/// The result `r` of a rounding function (`rintf`, `floorf`...) as the GPU gives it: a NaN
/// operand gives the canonical NaN in single precision (the operand's payload is gone).
fn rounded_nan(b: &mut FunctionBuilder, r: cl::Value) -> cl::Value {
    match b.func.dfg.value_type(r) {
        types::F32 => canonical_nan(b, r),
        _ => r,
    }
}

/// A single-precision value about to be seen outside registers (stored, printed,
/// reinterpreted) with the NaN a GPU makes: the result of an arithmetic instruction
/// (`+`, `-`, `*`, `/`, a multiply-add, a square root) is the canonical NaN (0x7fffffff,
/// `nan`) whatever its operands' payloads; any other value, which a GPU moves bit for bit,
/// only has the NaN x86 makes for an invalid operation (0xffc00000, `-nan`) replaced, unless
/// it is a value no operation made (loaded, a constant, an integer's bits), which keeps its
/// bits. Double precision makes the same NaN on both. Checking where values leave registers
/// instead of after every operation keeps arithmetic as fast as it was; in exchange, a NaN
/// that arithmetic propagates from an operand and that reaches memory through a join of
/// control flow keeps the operand's payload here, and a NaN whose sign a program sets
/// (`copysignf(nan, -1)`) reads as the canonical one. Other values pass unchanged.
///
/// `x` may also be a vector of single-precision values (`F32X4`), checked lane by lane.
pub(crate) fn gpu_default_nan(b: &mut FunctionBuilder, x: cl::Value) -> cl::Value {
    let ty = b.func.dfg.value_type(x);
    if ty.lane_type() != types::F32 {
        return x;
    }
    if let ValueDef::Result(inst, _) = b.func.dfg.value_def(x) {
        let arithmetic = matches!(
            b.func.dfg.insts[inst].opcode(),
            Opcode::Fadd | Opcode::Fsub | Opcode::Fmul | Opcode::Fdiv | Opcode::Fma | Opcode::Sqrt
        );
        if arithmetic {
            return canonical_nan(b, x);
        }
        let moved = matches!(
            b.func.dfg.insts[inst].opcode(),
            Opcode::Load | Opcode::F32const | Opcode::Bitcast
        );
        // (A constant's negation is computed as the program is compiled: `-NAN` is 0xffc00000.)
        let folded = matches!(b.func.dfg.insts[inst].opcode(), Opcode::Fneg | Opcode::Fabs)
            && is_constant(b, b.func.dfg.inst_args(inst)[0]);
        if moved || folded {
            return x;
        }
    }
    let bits = b.ins().bitcast(ty.as_int(), MemFlagsData::new(), x);
    let x86_default = int_bits(b, ty.as_int(), 0xffc0_0000);
    let is_default = b.ins().icmp(IntCC::Equal, bits, x86_default);
    let canonical = float_bits(b, x, 0x7fff_ffff);
    choose(b, is_default, canonical, x)
}

/// The result `r` of negating or taking the absolute value of `x` as the GPU gives it: for
/// a NaN `x`, single precision gives the canonical NaN and double precision `x` quieted, its
/// sign and payload kept (measured); of a constant, `r` itself, as nvcc computes it when it
/// compiles the program (measured: `-NAN` is `-nan`).
pub(crate) fn float_sign_op_result(
    b: &mut FunctionBuilder,
    x: cl::Value,
    r: cl::Value,
) -> cl::Value {
    if is_constant(b, x) {
        return r;
    }
    match b.func.dfg.value_type(r) {
        types::F32 => canonical_nan(b, r),
        _ => {
            let nan = b.ins().fcmp(FloatCC::Unordered, x, x);
            // x86's sum of a NaN with itself is the NaN quieted.
            let quieted = b.ins().fadd(x, x);
            b.ins().select(nan, quieted, r)
        }
    }
}

/// Whether `x` is a constant: a float constant, an integer constant's bits, or one of those
/// widened or narrowed.
fn is_constant(b: &FunctionBuilder, x: cl::Value) -> bool {
    let ValueDef::Result(inst, _) = b.func.dfg.value_def(x) else {
        return false;
    };
    match b.func.dfg.insts[inst].opcode() {
        Opcode::F32const | Opcode::F64const | Opcode::Iconst => true,
        Opcode::Bitcast | Opcode::Fpromote | Opcode::Fdemote => {
            is_constant(b, b.func.dfg.inst_args(inst)[0])
        }
        _ => false,
    }
}

/// `x` (a float with no fraction, or one to truncate) as an integer of type `to`, as the GPU's
/// conversion gives it: saturated to the type's range, NaN giving 0 from a float to at most 32
/// bits and the type's sign bit alone otherwise. Narrower types take the low bits of the
/// 32-bit conversion (`(short)1e10f` is -1), as nvcc's code does.
pub(crate) fn float_to_int(
    b: &mut FunctionBuilder,
    x: cl::Value,
    to: cl::Type,
    signed: bool,
) -> cl::Value {
    // Cranelift converts to 32- and 64-bit integers; narrower ones clamp the 32-bit result.
    let wide = to.bits().max(32);
    let wide_ty = cl::Type::int(wide as u16).unwrap_or(types::I32);
    let converted = if signed {
        b.ins().fcvt_to_sint_sat(wide_ty, x)
    } else {
        b.ins().fcvt_to_uint_sat(wide_ty, x)
    };
    if to.bits() < 32 {
        return b.ins().ireduce(to, converted);
    }
    if b.func.dfg.value_type(x) == types::F32 && to.bits() == 32 {
        return converted;
    }
    let nan = b.ins().fcmp(FloatCC::Unordered, x, x);
    let sign_bit = b
        .ins()
        .iconst(wide_ty, if wide == 64 { i64::MIN } else { 1 << 31 });
    b.ins().select(nan, sign_bit, converted)
}

/// A number type CUDA's conversion intrinsics name (`__ll2float_rd`, `__double2uint_rz`...).
#[derive(Clone, Copy, PartialEq)]
enum Numeric {
    F32,
    F64,
    Int { wide: bool, signed: bool },
}

fn numeric(name: &str) -> Option<Numeric> {
    Some(match name {
        "float" => Numeric::F32,
        "double" => Numeric::F64,
        "int" => Numeric::Int {
            wide: false,
            signed: true,
        },
        "uint" => Numeric::Int {
            wide: false,
            signed: false,
        },
        "ll" => Numeric::Int {
            wide: true,
            signed: true,
        },
        "ull" => Numeric::Int {
            wide: true,
            signed: false,
        },
        _ => return None,
    })
}

/// A conversion intrinsic `FROM2TO_MODE` between floats and integers, rounding to nearest even
/// (`rn`), toward zero, up or down. Float to integer saturates, NaN giving 0.
fn emit_conversion(
    g: &mut Gen,
    name: &str,
    args: &[cl::Value],
    arg_types: &[Type],
) -> Option<cl::Value> {
    let (from, rest) = name.split_once('2')?;
    let (to, mode) = rest.rsplit_once('_')?;
    let mode = ["rn", "rz", "ru", "rd"].iter().position(|m| *m == mode)? as i64;
    let (from, to) = (numeric(from)?, numeric(to)?);
    let (&x, &ty) = (args.first()?, arg_types.first()?);
    if args.len() != 1 || ty.is_float() != matches!(from, Numeric::F32 | Numeric::F64) {
        return None;
    }
    let b = g.builder();
    match (from, to) {
        (Numeric::F64, Numeric::F32) if mode == 0 => Some(b.ins().fdemote(types::F32, x)),
        (Numeric::F64, Numeric::F32) => {
            let mode = b.ins().iconst(I, mode);
            g.helper("fc_f64_to_f32", &[x, mode])
        }
        (Numeric::F32 | Numeric::F64, Numeric::Int { wide, signed }) => {
            let rounded = match mode {
                0 => b.ins().nearest(x),
                1 => b.ins().trunc(x),
                2 => b.ins().ceil(x),
                _ => b.ins().floor(x),
            };
            let ity = if wide { types::I64 } else { types::I32 };
            Some(float_to_int(b, rounded, ity, signed))
        }
        (Numeric::Int { wide, signed }, to @ (Numeric::F32 | Numeric::F64)) => {
            let fty = if to == Numeric::F32 { F } else { D };
            // Cranelift's conversion rounds to nearest; a 32-bit integer's double is exact.
            if mode == 0 || (to == Numeric::F64 && !wide) {
                return Some(if signed {
                    b.ins().fcvt_from_sint(fty, x)
                } else {
                    b.ins().fcvt_from_uint(fty, x)
                });
            }
            let bits = match (wide, signed) {
                (true, _) => x,
                (false, true) => b.ins().sextend(types::I64, x),
                (false, false) => b.ins().uextend(types::I64, x),
            };
            let unsigned = b.ins().iconst(I, i64::from(!signed));
            let mode = b.ins().iconst(I, mode);
            let helper = if to == Numeric::F32 {
                "fc_int_to_f32"
            } else {
                "fc_int_to_f64"
            };
            g.helper(helper, &[bits, unsigned, mode])
        }
        _ => None,
    }
}

/// A call of the C library's form of a math function (see [`c_math`]), or `None` when `name`
/// is not one or its arguments do not fit.
fn emit_c_math(
    g: &mut Gen,
    name: &str,
    args: &[cl::Value],
    arg_types: &[Type],
) -> Option<Option<cl::Value>> {
    let single = arg_types.contains(&Type::F32);
    if single && arg_types.contains(&Type::F64) {
        return None;
    }
    let (symbol, params, _) = c_math::lookup(name, single)?;
    let real = c_math::real_type(single);
    let mut given = args.iter().zip(arg_types);
    let mut call_args = Vec::new();
    for &p in params {
        let arg = given.next();
        let v = match (p, arg) {
            (Param::Real, Some((&v, t))) if t.is_float() => v,
            (Param::Int, Some((&v, t))) if t.is_int() => narrow_i32(g, v, *t),
            (Param::Long, Some((&v, t))) if t.is_int() => {
                if t.bytes() < 8 {
                    g.builder().ins().sextend(types::I64, v)
                } else {
                    v
                }
            }
            (Param::IntOut | Param::RealOut, Some((&v, Type::Ptr))) => {
                let size = if p == Param::IntOut { 4 } else { real.bytes() };
                g.check_access(v, size);
                v
            }
            // `lgamma`'s sign, which it does not return.
            (Param::IntOut, None) => {
                let b = g.builder();
                let slot = b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    4,
                    2,
                ));
                b.ins().stack_addr(types::I64, slot, 0)
            }
            _ => return None,
        };
        call_args.push(v);
    }
    if given.next().is_some() {
        return None;
    }
    let result = g.helper(symbol, &call_args);
    if !single {
        return Some(result);
    }
    // A GPU's single-precision functions give its canonical NaN, whatever NaN they are given
    // (measured on an H200 for each of them, `modff`'s integral part too); the C library's
    // keep the operand's payload.
    for (&p, &at) in params.iter().zip(&call_args) {
        if p == Param::RealOut {
            let b = g.builder();
            let x = b.ins().load(types::F32, MemFlagsData::trusted(), at, 0);
            let x = canonical_nan(b, x);
            b.ins().store(MemFlagsData::trusted(), x, at, 0);
        }
    }
    Some(result.map(|r| match g.builder().func.dfg.value_type(r) {
        types::F32 => canonical_nan(g.builder(), r),
        _ => r,
    }))
}

/// The helper code of a SIMD video intrinsic's name without `__` (`vadd4`), if it is one.
fn simd_code(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('v')?;
    let (op, halves) = match rest.strip_suffix('2') {
        Some(op) => (op, 1),
        None => (rest.strip_suffix('4')?, 0),
    };
    let index = SIMD_OPS.iter().position(|o| *o == op)?;
    Some(index as u32 * 2 + halves)
}

fn to_i32(g: &mut Gen, v: cl::Value) -> cl::Value {
    let b = g.builder();
    let ty = b.func.dfg.value_type(v);
    if ty == types::I64 {
        b.ins().ireduce(types::I32, v)
    } else {
        v
    }
}

/// Ends the thread at the kernel's trap exit; code after the call lands in an unreachable block.
fn jump_to_trap(g: &mut Gen) {
    let trap = g.trap_block();
    let b = g.builder();
    b.ins().jump(trap, &[]);
    let cont = b.create_block();
    b.switch_to_block(cont);
}

fn widen(g: &mut Gen, v: cl::Value, t: Type) -> cl::Value {
    let b = g.builder();
    if t.bytes() < 8 {
        b.ins().uextend(types::I64, v)
    } else {
        v
    }
}

fn narrow_i32(g: &mut Gen, v: cl::Value, t: Type) -> cl::Value {
    let b = g.builder();
    match t.bytes() {
        8 => b.ins().ireduce(types::I32, v),
        4 => v,
        _ => b.ins().uextend(types::I32, v),
    }
}

/// `printf(fmt, args...)`: the arguments go to a stack array of 64-bit words (floats as double
/// bits, integers extended by the lowering's promotions), formatted by the helper.
fn emit_printf(g: &mut Gen, args: &[cl::Value], arg_types: &[Type]) -> cl::Value {
    let n = args.len().saturating_sub(1);
    let ctx = g.block_ctx();
    let b = g.builder();
    let slot = b.create_sized_stack_slot(StackSlotData::new(
        StackSlotKind::ExplicitSlot,
        (8 * n.max(1)) as u32,
        3,
    ));
    for (i, (v, t)) in args.iter().zip(arg_types).enumerate().skip(1) {
        let v = gpu_default_nan(b, *v);
        let v = match t {
            Type::F32 => b.ins().fpromote(types::F64, v),
            Type::I8 | Type::I16 | Type::I32 | Type::Bool => b.ins().sextend(types::I64, v),
            _ => v,
        };
        b.ins()
            .stack_store(types::I64, v, slot, (8 * (i - 1)) as i32);
    }
    let base = b.ins().stack_addr(types::I64, slot, 0);
    let count = b.ins().iconst(types::I32, n as i64);
    let fmt = args.first().copied().unwrap_or(base);
    g.helper("fc_printf", &[ctx, fmt, base, count]);
    // The device `printf` returns how many arguments it was given.
    g.builder().ins().iconst(types::I32, n as i64)
}

/// `norm(dim, p)` and its reciprocal and single-precision forms.
fn emit_norm_array(g: &mut Gen, name: &str, args: &[cl::Value]) -> cl::Value {
    let single = name.ends_with('f');
    let ctx = g.block_ctx();
    let t = g.thread_index();
    let b = g.builder();
    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
    let out = b.ins().stack_addr(types::I64, slot, 0);
    let single_flag = b.ins().iconst(I, i64::from(single));
    let status = g
        .helper(
            "fc_norm_array",
            &[ctx, t, out, args[0], args[1], single_flag],
        )
        .expect("fc_norm_array returns a status");
    branch_on_status(g, status);
    let b = g.builder();
    let norm = b.ins().load(D, MemFlagsData::new(), out, 0);
    let r = if name.starts_with('r') {
        let one = b.ins().f64const(1.0);
        b.ins().fdiv(one, norm)
    } else {
        norm
    };
    if single {
        b.ins().fdemote(F, r)
    } else {
        r
    }
}

/// A texture fetch: the helper writes the texel into the result slot (the first argument); its
/// status leads to the kernel's trap or fault exit.
fn emit_texture_fetch(g: &mut Gen, fetch: &Fetch, args: &[cl::Value], arg_types: &[Type]) {
    let ctx = g.block_ctx();
    let t = g.thread_index();
    let mut coords = Vec::new();
    for (v, ty) in args.iter().zip(arg_types).skip(2) {
        let b = g.builder();
        let bits = match *ty {
            Type::F32 => {
                let i = b.ins().bitcast(types::I32, MemFlagsData::new(), *v);
                b.ins().uextend(types::I64, i)
            }
            Type::F64 => b.ins().bitcast(types::I64, MemFlagsData::new(), *v),
            Type::I64 | Type::Ptr => *v,
            _ => b.ins().sextend(types::I64, *v),
        };
        coords.push(bits);
    }
    let b = g.builder();
    // Every fetch's coordinates fit the helper's four (`FetchOp::coordinates`).
    while coords.len() < 4 {
        coords.push(b.ins().iconst(types::I64, 0));
    }
    let code = b
        .ins()
        .iconst(types::I32, crate::texture::encode(fetch) as i64);
    let mut helper_args = vec![ctx, t, args[0], args[1], code];
    helper_args.extend(&coords[..4]);
    let status = g
        .helper("fc_texture_fetch", &helper_args)
        .expect("fc_texture_fetch returns a status");
    branch_on_status(g, status);
}

/// A surface access: the coordinates go through a stack array (x, y, z; unused ones 0).
fn emit_surface_access(
    g: &mut Gen,
    access: &SurfaceAccess,
    args: &[cl::Value],
    arg_types: &[Type],
) {
    let ctx = g.block_ctx();
    let t = g.thread_index();
    let n = access.shape.coordinates();
    let b = g.builder();
    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 24, 3));
    for i in 0..3 {
        let v = match (args.get(2 + i), arg_types.get(2 + i)) {
            (Some(v), Some(ty)) if i < n && ty.bytes() == 8 => *v,
            (Some(v), Some(_)) if i < n => b.ins().sextend(types::I64, *v),
            _ => b.ins().iconst(types::I64, 0),
        };
        b.ins().stack_store(types::I64, v, slot, (i * 8) as i32);
    }
    let coords = b.ins().stack_addr(types::I64, slot, 0);
    let code = b
        .ins()
        .iconst(types::I32, crate::texture::encode_surface(access) as i64);
    let mode = match (args.get(2 + n), arg_types.get(2 + n)) {
        (Some(m), Some(ty)) if ty.bytes() == 4 => *m,
        (Some(m), Some(_)) => b.ins().ireduce(types::I32, *m),
        _ => b.ins().iconst(types::I32, 2),
    };
    let status = g
        .helper(
            "fc_surface_access",
            &[ctx, t, args[0], args[1], code, coords, mode],
        )
        .expect("fc_surface_access returns a status");
    branch_on_status(g, status);
}

/// Leaves for the kernel's trap exit on status 1 and its fault exit on status 2.
fn branch_on_status(g: &mut Gen, status: cl::Value) {
    let (trap, fault) = (g.trap_block(), g.fault_block());
    let b = g.builder();
    let ok = b.create_block();
    let failed = b.create_block();
    b.ins().brif(status, failed, &[], ok, &[]);
    b.switch_to_block(failed);
    let no_texture = b.ins().icmp_imm_u(IntCC::Equal, status, 1);
    b.ins().brif(no_texture, trap, &[], fault, &[]);
    b.switch_to_block(ok);
}
