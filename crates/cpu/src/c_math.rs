//! CUDA math functions that the C library has with the same meaning and signature: compiled code
//! calls the C library's, which are exact where CUDA's are (`logb`, `remainder`, `frexp`,
//! `nextafter`...) and within CUDA's documented error elsewhere (`lgamma`, Bessel functions).
//!
//! A function is looked up by its double-precision name; the single-precision one is that name
//! with an `f`, and C++'s `float` overloads (`lgamma(float)`) go to it too.

use crate::intrinsics::Helper;
use cranelift_codegen::ir::{self as cl, types};

/// What an argument or result of a C math function is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Param {
    /// The function's floating-point type (`double`, or `float` for the `f` form).
    Real,
    Int,
    Long,
    /// A pointer the function writes an `int` through.
    IntOut,
    /// A pointer the function writes a value of the floating-point type through.
    RealOut,
}

macro_rules! c_math {
    ($($name:ident, $namef:ident ($($p:ident),*) -> $r:ident;)*) => {
        mod c {
            extern "C" {
                $(
                    pub fn $name($(_: c_math!(@rust f64, $p)),*) -> c_math!(@rust f64, $r);
                    pub fn $namef($(_: c_math!(@rust f32, $p)),*) -> c_math!(@rust f32, $r);
                )*
            }
        }
        /// (double-precision name, symbol of the double form, symbol of the float form,
        /// parameters, result).
        const FUNCTIONS: &[(&str, &str, &str, &[Param], Param)] = &[$((
            stringify!($name),
            concat!("fc_c_", stringify!($name)),
            concat!("fc_c_", stringify!($namef)),
            &[$(Param::$p),*],
            Param::$r,
        )),*];
        pub fn helpers(out: &mut Vec<Helper>) {
            $(
                out.push(Helper {
                    symbol: concat!("fc_c_", stringify!($name)),
                    params: &[$(c_math!(@cl types::F64, $p)),*],
                    ret: Some(c_math!(@cl types::F64, $r)),
                    address: c::$name as *const () as usize,
                });
                out.push(Helper {
                    symbol: concat!("fc_c_", stringify!($namef)),
                    params: &[$(c_math!(@cl types::F32, $p)),*],
                    ret: Some(c_math!(@cl types::F32, $r)),
                    address: c::$namef as *const () as usize,
                });
            )*
        }
    };
    (@rust $real:ty, Real) => { $real };
    (@rust $real:ty, Int) => { i32 };
    (@rust $real:ty, Long) => { i64 };
    (@rust $real:ty, IntOut) => { *mut i32 };
    (@rust $real:ty, RealOut) => { *mut $real };
    (@cl $real:expr, Real) => { $real };
    (@cl $real:expr, Int) => { types::I32 };
    (@cl $real:expr, Long) => { types::I64 };
    (@cl $real:expr, IntOut) => { types::I64 };
    (@cl $real:expr, RealOut) => { types::I64 };
}

c_math! {
    tgamma, tgammaf(Real) -> Real;
    // The reentrant form: `lgamma` itself stores the sign in a global, which threads would race on.
    lgamma_r, lgammaf_r(Real, IntOut) -> Real;
    j0, j0f(Real) -> Real;
    j1, j1f(Real) -> Real;
    jn, jnf(Int, Real) -> Real;
    y0, y0f(Real) -> Real;
    y1, y1f(Real) -> Real;
    yn, ynf(Int, Real) -> Real;
    logb, logbf(Real) -> Real;
    ilogb, ilogbf(Real) -> Int;
    nextafter, nextafterf(Real, Real) -> Real;
    remainder, remainderf(Real, Real) -> Real;
    remquo, remquof(Real, Real, IntOut) -> Real;
    ldexp, ldexpf(Real, Int) -> Real;
    scalbn, scalbnf(Real, Int) -> Real;
    scalbln, scalblnf(Real, Long) -> Real;
    frexp, frexpf(Real, IntOut) -> Real;
    modf, modff(Real, RealOut) -> Real;
}

/// The C function CUDA's `name` stands for, in single or double precision: its helper symbol,
/// parameters and result.
pub fn lookup(name: &str, single: bool) -> Option<(&'static str, &'static [Param], Param)> {
    // `lgamma` is called as `lgamma_r`, with somewhere to put the sign.
    let find = |n: &str| {
        let n = if n == "lgamma" { "lgamma_r" } else { n };
        FUNCTIONS.iter().find(|f| f.0 == n)
    };
    let f = match name.strip_suffix('f') {
        Some(double) if single => find(double).or_else(|| find(name)),
        _ => find(name),
    }?;
    Some((if single { f.2 } else { f.1 }, f.3, f.4))
}

/// The Cranelift type of a real of the given precision.
pub fn real_type(single: bool) -> cl::Type {
    if single {
        types::F32
    } else {
        types::F64
    }
}
