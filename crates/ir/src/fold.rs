//! Integer constant folding: an integer operation whose operands are constants becomes the
//! constant it computes.
//!
//! Lowering computes what C writes (`s[(i + 1) % 4]` with a literal `i`) at run time; once the
//! offsets of a local array's elements are constants, [`crate::locals`] turns its elements into
//! registers, and branches over them become selects ([`crate::simplify`]). Only registers
//! assigned once anywhere in the function are followed (registers are assignable: one assigned
//! again on a loop's back edge is not a constant), so a folded register holds the same value
//! wherever the original instruction would have run. Divisions that would trap (by zero, the
//! most negative value by -1) and shifts by the width or more are left to run.

use crate::*;

/// Folds the integer operations of `f` whose operands are constants, repeatedly, so that
/// chains of them fold whole.
pub fn fold_constants(f: &mut Function) {
    let assignments = f.assignment_counts();
    let once = |v: Var| assignments[v.0 as usize] == 1;
    let mut constants = f.constants_assigned_once(&assignments);
    loop {
        let mut changed = false;
        for block in &mut f.blocks {
            for inst in &mut block.insts {
                let Some(dst) = inst
                    .dst()
                    .filter(|d| once(*d) && constants[d.0 as usize].is_none())
                else {
                    continue;
                };
                let value = |v: Var| constants[v.0 as usize];
                let folded = folded_value(inst, value, |v| f.var_types[v.0 as usize]);
                if let Some(value) = folded {
                    *inst = Inst::IConst { dst, value };
                    constants[dst.0 as usize] = Some(value);
                    changed = true;
                }
            }
        }
        if !changed {
            return;
        }
    }
}

/// The integer constant `inst` computes where `value` gives its operands as constants (each
/// held sign-extended from its width, as `IConst`s hold them), and `ty` their types.
pub(crate) fn folded_value(
    inst: &Inst,
    value: impl Fn(Var) -> Option<i64>,
    ty: impl Fn(Var) -> Type,
) -> Option<i64> {
    let width = |v: Var| int_width(ty(v));
    match *inst {
        Inst::Binary { op, a, b, dst } => match (value(a), value(b), width(dst)) {
            (Some(x), Some(y), Some(bits)) => binary(op, x, y, bits),
            _ => None,
        },
        Inst::Unary { op, a, dst } => match (value(a), width(dst)) {
            (Some(x), Some(bits)) => match op {
                UnOp::Neg => Some(normalized(x.wrapping_neg(), bits)),
                UnOp::Not => Some(normalized(!x, bits)),
                UnOp::FNeg => None,
            },
            _ => None,
        },
        Inst::Cast { op, a, dst } => match (value(a), width(a), width(dst)) {
            (Some(x), Some(from), Some(to)) => match op {
                CastOp::SExt | CastOp::Trunc | CastOp::Bitcast => {
                    Some(normalized(signed(x, from), to))
                }
                CastOp::ZExt => Some(normalized(unsigned(x, from) as i64, to)),
                _ => None,
            },
            _ => None,
        },
        Inst::Copy { src, .. } => value(src),
        _ => None,
    }
}

/// A `bool` widened to an integer by a selection of 1 and 0 and compared with 0 again (the
/// front end's `(int)(a < b) != 0` for a condition written as an integer) is the `bool`
/// itself, or its negation for `== 0`. The selection and the comparison must be in one block,
/// the condition not written between them, so that both see one value of it.
pub fn fold_boolean_round_trips(f: &mut Function) {
    let assignments = f.assignment_counts();
    let constants = f.constants_assigned_once(&assignments);
    let once = |v: &Var| assignments[v.0 as usize] == 1;
    let is = |v: &Var, c: i64| constants[v.0 as usize] == Some(c);
    for block in &mut f.blocks {
        // Registers selected from a condition in this block so far, with the condition.
        let mut widened: Vec<(Var, Var)> = Vec::new();
        for inst in &mut block.insts {
            let replacement = match &*inst {
                Inst::Cmp {
                    dst,
                    op: op @ (CmpOp::Ne | CmpOp::Eq),
                    a,
                    b,
                } => {
                    let selected = |v: &Var| widened.iter().find(|(w, _)| w == v).map(|p| p.1);
                    let cond = match (selected(a), selected(b)) {
                        (Some(c), None) if is(b, 0) => Some(c),
                        (None, Some(c)) if is(a, 0) => Some(c),
                        _ => None,
                    };
                    cond.map(|c| match op {
                        CmpOp::Ne => Inst::Copy { dst: *dst, src: c },
                        _ => Inst::Unary {
                            dst: *dst,
                            op: UnOp::Not,
                            a: c,
                        },
                    })
                }
                _ => None,
            };
            if let Some(r) = replacement {
                *inst = r;
            }
            if let Some(d) = inst.dst() {
                // A register written here ends what the earlier selections tell about it.
                widened.retain(|(w, c)| *w != d && *c != d);
            }
            if let Inst::Select { dst, cond, a, b } = &*inst {
                if once(dst) && is(a, 1) && is(b, 0) && f.var_types[cond.0 as usize] == Type::Bool {
                    widened.push((*dst, *cond));
                }
            }
        }
    }
}

/// The width in bits of an integer type folding computes in (not `bool`, pointers or 128 bits).
fn int_width(t: Type) -> Option<u32> {
    match t {
        Type::I8 | Type::I16 | Type::I32 | Type::I64 => Some(t.bytes() * 8),
        _ => None,
    }
}

/// `x`'s low `bits` as a signed value.
fn signed(x: i64, bits: u32) -> i64 {
    let shift = 64 - bits;
    (x << shift) >> shift
}

/// `x`'s low `bits` as an unsigned value.
fn unsigned(x: i64, bits: u32) -> u64 {
    (x as u64) & (u64::MAX >> (64 - bits))
}

/// How a constant of `bits` is held: sign-extended from its width.
fn normalized(x: i64, bits: u32) -> i64 {
    signed(x, bits)
}

fn binary(op: BinOp, x: i64, y: i64, bits: u32) -> Option<i64> {
    let (sx, sy) = (signed(x, bits), signed(y, bits));
    let (ux, uy) = (unsigned(x, bits), unsigned(y, bits));
    let shift = (uy < u64::from(bits)).then_some(uy as u32);
    let min = signed(1 << (bits - 1), bits);
    let r = match op {
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        BinOp::Mul => x.wrapping_mul(y),
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::Shl => x.wrapping_shl(shift?),
        BinOp::AShr => sx >> shift?,
        BinOp::LShr => (ux >> shift?) as i64,
        BinOp::SDiv | BinOp::SRem if sy == 0 || (sx == min && sy == -1) => return None,
        BinOp::SDiv => sx / sy,
        BinOp::SRem => sx % sy,
        BinOp::UDiv | BinOp::URem if uy == 0 => return None,
        BinOp::UDiv => (ux / uy) as i64,
        BinOp::URem => (ux % uy) as i64,
        _ => return None,
    };
    Some(normalized(r, bits))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::FunctionBuilder;

    fn folded(build: impl Fn(&mut FunctionBuilder) -> Var) -> (Function, Var) {
        let mut b = FunctionBuilder::new("f", FunctionKind::Device, vec![], None);
        let r = build(&mut b);
        b.terminate(Terminator::Return(None));
        let mut f = b.finish();
        fold_constants(&mut f);
        (f, r)
    }

    fn constant(f: &Function, v: Var) -> Option<i64> {
        f.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .find_map(|i| match i {
                Inst::IConst { dst, value } if *dst == v => Some(*value),
                _ => None,
            })
    }

    #[test]
    fn chains_of_integer_operations_fold_in_their_width() {
        // `(sext((1 + 2) % 4 - 7) * 8) >> 1` computes -16 in 64 bits.
        let (f, r) = folded(|b: &mut FunctionBuilder| {
            let one = b.iconst(Type::I32, 1);
            let two = b.iconst(Type::I32, 2);
            let sum = b.binary(BinOp::Add, one, two);
            let four = b.iconst(Type::I32, 4);
            let rem = b.binary(BinOp::SRem, sum, four);
            let seven = b.iconst(Type::I32, 7);
            let diff = b.binary(BinOp::Sub, rem, seven);
            let wide = b.cast(CastOp::SExt, diff, Type::I64);
            let eight = b.iconst(Type::I64, 8);
            let product = b.binary(BinOp::Mul, wide, eight);
            let shift = b.iconst(Type::I64, 1);
            b.binary(BinOp::AShr, product, shift)
        });
        assert_eq!(constant(&f, r), Some(-16), "{f}");
        // An unsigned 8-bit view: 200 + 100 wraps to 44, zero-extended.
        let (f, r) = folded(|b: &mut FunctionBuilder| {
            let x = b.iconst(Type::I8, 200);
            let y = b.iconst(Type::I8, 100);
            let s = b.binary(BinOp::Add, x, y);
            b.cast(CastOp::ZExt, s, Type::I32)
        });
        assert_eq!(constant(&f, r), Some(44), "{f}");
        // 0xFFFFFFFF / 2 unsigned plus -1 >> 28 logical wraps in 32 bits (held sign-extended).
        let (f, r) = folded(|b: &mut FunctionBuilder| {
            let x = b.iconst(Type::I32, -1);
            let two = b.iconst(Type::I32, 2);
            let q = b.binary(BinOp::UDiv, x, two);
            let s = b.iconst(Type::I32, 28);
            let l = b.binary(BinOp::LShr, x, s);
            b.binary(BinOp::Add, q, l)
        });
        assert_eq!(
            constant(&f, r),
            Some(i64::from(i32::MAX.wrapping_add(15))),
            "{f}"
        );
    }

    #[test]
    fn what_traps_or_is_assigned_twice_stays() {
        for op in [BinOp::SDiv, BinOp::URem] {
            let (f, r) = folded(|b: &mut FunctionBuilder| {
                let x = b.iconst(Type::I32, 5);
                let zero = b.iconst(Type::I32, 0);
                b.binary(op, x, zero)
            });
            assert_eq!(constant(&f, r), None, "{f}");
        }
        let (f, r) = folded(|b: &mut FunctionBuilder| {
            let min = b.iconst(Type::I32, i64::from(i32::MIN));
            let minus_one = b.iconst(Type::I32, -1);
            b.binary(BinOp::SDiv, min, minus_one)
        });
        assert_eq!(constant(&f, r), None, "{f}");
        let (f, r) = folded(|b: &mut FunctionBuilder| {
            let x = b.iconst(Type::I32, 1);
            let width = b.iconst(Type::I32, 32);
            b.binary(BinOp::Shl, x, width)
        });
        assert_eq!(constant(&f, r), None, "{f}");
        // A counter assigned again (a loop's increment) is not a constant.
        let (f, r) = folded(|b: &mut FunctionBuilder| {
            let i = b.iconst(Type::I32, 0);
            let one = b.iconst(Type::I32, 1);
            let next = b.binary(BinOp::Add, i, one);
            b.copy(i, next);
            b.binary(BinOp::Mul, i, one)
        });
        assert_eq!(constant(&f, r), None, "{f}");
    }

    #[test]
    fn a_bool_widened_and_compared_with_zero_is_the_bool() {
        let mut b = FunctionBuilder::new(
            "f",
            FunctionKind::Device,
            vec![ParamKind::Scalar(Type::I32), ParamKind::Scalar(Type::I32)],
            None,
        );
        let (x, y) = (b.param(0), b.param(1));
        let less = b.cmp(CmpOp::Slt, x, y);
        let one = b.iconst(Type::I8, 1);
        let zero = b.iconst(Type::I8, 0);
        let widened = b.select(less, one, zero);
        let zero_again = b.iconst(Type::I8, 0);
        let same = b.cmp(CmpOp::Ne, widened, zero_again);
        let negated = b.cmp(CmpOp::Eq, zero_again, widened);
        // Written between, the condition no longer matches what was selected from it.
        let later = b.cmp(CmpOp::Sgt, x, y);
        b.copy(less, later);
        let stale = b.cmp(CmpOp::Ne, widened, zero_again);
        b.terminate(Terminator::Return(None));
        let mut f = b.finish();
        fold_boolean_round_trips(&mut f);
        let def = |v: Var| {
            f.blocks[0]
                .insts
                .iter()
                .find(|i| i.dst() == Some(v))
                .cloned()
        };
        assert_eq!(
            def(same),
            Some(Inst::Copy {
                dst: same,
                src: less
            }),
            "{f}"
        );
        assert_eq!(
            def(negated),
            Some(Inst::Unary {
                dst: negated,
                op: UnOp::Not,
                a: less
            }),
            "{f}"
        );
        assert!(matches!(def(stale), Some(Inst::Cmp { .. })), "{f}");
    }
}
