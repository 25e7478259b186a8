//! IEEE half precision (`__half`'s bits), for the conversions the CPU backend does itself:
//! inline PTX's `cvt` to and from `f16`, and textures of 16-bit floats.

use crate::codegen::Gen;
use crate::intrinsics::Helper;
use cranelift_codegen::ir::{self as cl, types, InstBuilder};

/// The half nearest `v` (ties to even); a NaN becomes the GPU's canonical `0x7fff`.
pub(crate) fn from_f64(v: f64) -> u16 {
    if v.is_nan() {
        return 0x7fff;
    }
    let sign = if v.is_sign_negative() { 0x8000 } else { 0 };
    let a = v.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a == 0.0 {
        return sign;
    }
    // Below 2^-14, half's subnormals are spaced 2^-24 apart; the division is exact.
    let exponent = ((a.to_bits() >> 52) as i32 - 1023).max(-14);
    let steps = (a / 2f64.powi(exponent - 10)).round_ties_even() as u16;
    match steps {
        0..=1023 => sign | steps,
        2048 => sign | ((exponent + 16) as u16) << 10,
        _ => sign | ((exponent + 15) as u16) << 10 | (steps - 1024),
    }
}

pub(crate) fn to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = (h >> 10 & 0x1f) as i32;
    let frac = (h & 0x3ff) as f32;
    sign * match exp {
        0 => frac * 2f32.powi(-24),
        31 if frac == 0.0 => f32::INFINITY,
        31 => f32::NAN,
        e => (1.0 + frac / 1024.0) * 2f32.powi(e - 15),
    }
}

extern "C" fn fc_f16_from_f64(v: f64) -> u32 {
    u32::from(from_f64(v))
}

extern "C" fn fc_f16_to_f32(h: u32) -> f32 {
    to_f32(h as u16)
}

/// Emits `__ferrocuda_f16_from_f64(d)` and `__ferrocuda_f16_to_f32(h)` (the half's bits in
/// an integer of any width) as calls of their helpers; `None` for any other intrinsic.
pub(crate) fn emit(g: &mut Gen, name: &str, args: &[cl::Value]) -> Option<Option<cl::Value>> {
    let helper = match name {
        "__ferrocuda_f16_from_f64" => "fc_f16_from_f64",
        "__ferrocuda_f16_to_f32" => "fc_f16_to_f32",
        _ => return None,
    };
    let b = g.builder();
    let args: Vec<cl::Value> = args
        .iter()
        .map(|&a| match b.func.dfg.value_type(a) {
            types::I8 | types::I16 => b.ins().uextend(types::I32, a),
            _ => a,
        })
        .collect();
    Some(g.helper(helper, &args))
}

pub(crate) fn helpers(out: &mut Vec<Helper>) {
    out.push(Helper {
        symbol: "fc_f16_from_f64",
        params: &[types::F64],
        ret: Some(types::I32),
        address: fc_f16_from_f64 as *const () as usize,
    });
    out.push(Helper {
        symbol: "fc_f16_to_f32",
        params: &[types::I32],
        ret: Some(types::F32),
        address: fc_f16_to_f32 as *const () as usize,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_to_nearest_even_half() {
        assert_eq!(from_f64(1.0), 0x3c00);
        assert_eq!(from_f64(-2.0), 0xc000);
        assert_eq!(from_f64(65504.0), 0x7bff);
        assert_eq!(from_f64(65519.0), 0x7bff);
        assert_eq!(from_f64(65520.0), 0x7c00);
        // Ties: 1 + 2^-11 is halfway between 1 and 1 + 2^-10.
        assert_eq!(from_f64(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(from_f64(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        // Subnormals, and the largest one rounding up to the smallest normal.
        assert_eq!(from_f64(2f64.powi(-24)), 0x0001);
        assert_eq!(from_f64(2f64.powi(-25)), 0x0000);
        assert_eq!(from_f64(2f64.powi(-14) - 2f64.powi(-26)), 0x0400);
        assert_eq!(from_f64(-0.0), 0x8000);
        assert_eq!(from_f64(f64::NAN), 0x7fff);
        for h in [0x0001u16, 0x03ff, 0x0400, 0x3555, 0x7bff, 0xc3e7] {
            assert_eq!(from_f64(f64::from(to_f32(h))), h);
        }
    }
}
