//! The GNU builtins that nvcc's device code has as host functions (`__builtin_ctz`,
//! `__builtin_bswap32`...; the device headers declare them so). nvcc's front end computes a
//! call of one whose arguments are constants (measured: `__builtin_ctz(8)` in a kernel is 3,
//! byte swaps and parity in `static_assert`s; not `__builtin_clrsb`), and reports one with an
//! argument known only when the code runs as a call of a host function; this module computes
//! the first kind.

use super::expr::Val;
use super::stmt::FnCtx;
use super::*;

impl Lowerer<'_> {
    /// A call of the host-only builtin `name` whose arguments are integer constants, computed;
    /// `None` where it is not one.
    pub(super) fn folded_host_builtin(
        &mut self,
        fx: &mut FnCtx,
        name: &str,
        sig: &Signature,
        vals: &[(Val, Loc)],
    ) -> Option<Val> {
        if !name.starts_with("__builtin_") || vals.len() != sig.params.len() {
            return None;
        }
        let mut args = Vec::with_capacity(vals.len());
        for ((v, _), param) in vals.iter().zip(&sig.params) {
            let (Val::R(var, from), Ty::Int { bytes, signed, .. }) = (v, &param.ty) else {
                return None;
            };
            if !from.is_int() {
                return None;
            }
            // As the parameter's type holds it.
            let value = fx.b.int_constant_folded(*var)?;
            let unused = 64 - 8 * u32::from(*bytes);
            let shifted = value.wrapping_shl(unused);
            args.push(match signed {
                true => shifted.wrapping_shr(unused),
                false => ((shifted as u64).wrapping_shr(unused)) as i64,
            });
        }
        let value = folded(name, &args)?;
        let irt = sig.ret.ir()?;
        Some(Val::R(fx.b.iconst(irt, value), sig.ret.clone()))
    }
}

/// The value of a call of the builtin `name` with the constant arguments `args` (each as its
/// parameter's type holds it, sign-extended), where the builtin's result is defined for them:
/// `None` for another name, or a zero that `ctz` counts in.
pub(super) fn folded(name: &str, args: &[i64]) -> Option<i64> {
    let name = name.strip_prefix("__builtin_")?;
    let &[x] = args else {
        return None;
    };
    // The operand's width, from the name's suffix (`ctzll`, `parityl`: 64 bits).
    let (op, wide) = match name.strip_suffix("ll").or_else(|| name.strip_suffix('l')) {
        Some(op) => (op, true),
        None => (name, false),
    };
    let (low32, all64) = (x as u32, x as u64);
    let value = match (op, wide) {
        ("popcount", true) => all64.count_ones(),
        ("parity", false) => low32.count_ones() & 1,
        ("parity", true) => all64.count_ones() & 1,
        ("clz", true) if all64 != 0 => all64.leading_zeros(),
        ("ctz", false) if low32 != 0 => low32.trailing_zeros(),
        ("ctz", true) if all64 != 0 => all64.trailing_zeros(),
        ("bswap16", false) => return Some((x as u16).swap_bytes().into()),
        ("bswap32", false) => return Some(low32.swap_bytes().into()),
        ("bswap64", false) => return Some(all64.swap_bytes() as i64),
        _ => return None,
    };
    Some(value.into())
}

#[cfg(test)]
mod tests {
    use super::folded;

    #[test]
    fn computes_gcc_values() {
        for (name, arg, want) in [
            ("__builtin_ctz", 8, Some(3)),
            ("__builtin_ctz", 0, None),
            ("__builtin_ctzll", 1 << 40, Some(40)),
            ("__builtin_ctzl", 1 << 33, Some(33)),
            ("__builtin_popcountl", -1, Some(64)),
            ("__builtin_clzl", 1, Some(63)),
            ("__builtin_parity", 7, Some(1)),
            ("__builtin_parityll", 3 << 40, Some(0)),
            ("__builtin_clrsb", -1, None),
            ("__builtin_bswap16", 0x1234, Some(0x3412)),
            ("__builtin_bswap32", 0x12345678, Some(0x78563412)),
            (
                "__builtin_bswap64",
                0x0102030405060708,
                Some(0x0807060504030201),
            ),
            ("__builtin_add_overflow", 1, None),
            ("ctz", 8, None),
        ] {
            assert_eq!(folded(name, &[arg]), want, "{name}({arg})");
        }
    }
}
