//! `__int128` operations Cranelift does not lower on x86-64 (division, remainder, conversions
//! to and from floating point), called from generated code. Each follows the rule the IR gives
//! its 64-bit counterpart: a division never traps (`x / 0` is all ones, `x % 0` is `x`, the
//! most negative value divided by -1 is itself), a conversion from floating point saturates,
//! NaN giving the sign bit alone.

use crate::intrinsics::Helper;
use cranelift_codegen::ir::types;
use ferrocuda_ir::BinOp;

/// The operand of [`fc_i128_divide`] that selects the operation.
pub(crate) fn division_code(op: BinOp) -> i64 {
    match op {
        BinOp::SDiv => 0,
        BinOp::UDiv => 1,
        BinOp::SRem => 2,
        _ => 3,
    }
}

extern "C" fn fc_i128_divide(op: i32, a: i128, b: i128) -> i128 {
    match (op, b) {
        (0 | 1, 0) => -1,
        (_, 0) => a,
        (0, _) => a.wrapping_div(b),
        (1, _) => ((a as u128) / (b as u128)) as i128,
        (2, _) => a.wrapping_rem(b),
        _ => ((a as u128) % (b as u128)) as i128,
    }
}

extern "C" fn fc_i128_to_f64(a: i128, signed: i32) -> f64 {
    match signed {
        0 => a as u128 as f64,
        _ => a as f64,
    }
}

extern "C" fn fc_i128_to_f32(a: i128, signed: i32) -> f32 {
    match signed {
        0 => a as u128 as f32,
        _ => a as f32,
    }
}

extern "C" fn fc_f64_to_i128(x: f64, signed: i32) -> i128 {
    match (x.is_nan(), signed) {
        (true, _) => i128::MIN,
        (false, 0) => x as u128 as i128,
        (false, _) => x as i128,
    }
}

pub(crate) fn helpers(out: &mut Vec<Helper>) {
    use types::{F32, F64, I128, I32};
    let table: [(
        &'static str,
        &'static [cranelift_codegen::ir::Type],
        _,
        usize,
    ); 4] = [
        (
            "fc_i128_divide",
            &[I32, I128, I128],
            I128,
            fc_i128_divide as *const () as usize,
        ),
        (
            "fc_i128_to_f64",
            &[I128, I32],
            F64,
            fc_i128_to_f64 as *const () as usize,
        ),
        (
            "fc_i128_to_f32",
            &[I128, I32],
            F32,
            fc_i128_to_f32 as *const () as usize,
        ),
        (
            "fc_f64_to_i128",
            &[F64, I32],
            I128,
            fc_f64_to_i128 as *const () as usize,
        ),
    ];
    for (symbol, params, ret, address) in table {
        out.push(Helper {
            symbol,
            params,
            ret: Some(ret),
            address,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_never_traps() {
        assert_eq!(fc_i128_divide(0, 7, 0), -1);
        assert_eq!(fc_i128_divide(2, 7, 0), 7);
        assert_eq!(fc_i128_divide(0, i128::MIN, -1), i128::MIN);
        assert_eq!(fc_i128_divide(2, i128::MIN, -1), 0);
        assert_eq!(fc_i128_divide(1, -1, 2), (u128::MAX / 2) as i128);
        assert_eq!(fc_i128_divide(0, -7, 2), -3);
        assert_eq!(fc_i128_divide(2, -7, 2), -1);
    }

    #[test]
    fn conversions_saturate() {
        assert_eq!(fc_f64_to_i128(f64::NAN, 1), i128::MIN);
        assert_eq!(fc_f64_to_i128(1e40, 1), i128::MAX);
        assert_eq!(fc_f64_to_i128(-1.0, 0), 0);
        assert_eq!(fc_i128_to_f64(-1, 0), u128::MAX as f64);
        assert_eq!(fc_i128_to_f32(-3, 1), -3.0);
    }
}
