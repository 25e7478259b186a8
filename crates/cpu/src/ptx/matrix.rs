//! The warp-wide matrix instructions of inline PTX: `ldmatrix`, `stmatrix`, `movmatrix` and
//! `mma.sync`.
//!
//! A GPU spreads each matrix over the 32 lanes of a warp in the fragments PTX's "matrix
//! fragments for `mma`" sections lay out: with `g` the lane's group (`lane / 4`) and `t` its
//! place in the group (`lane % 4`), a lane holds rows `g` and `g + 8` of `A` and `C`, and column
//! `g` of `B`. Here each lane gathers the rows and columns its own results need from the lanes
//! that hold them, with warp shuffles, and computes those results alone. They are a tensor
//! core's wherever its sums are exact: the products of 16-bit, 8-bit and tf32 inputs are exact
//! in the accumulator's precision, and PTX leaves the order of the sums open.

use super::{Expander, Half, Operand};
use ferrocuda_ir::{BinOp, CastOp, CmpOp, Inst, SyncOp, Type, Var};

/// Which way `ldmatrix` (`Load`) and `stmatrix` (`Store`) move fragments.
#[derive(Clone, Copy)]
pub(super) enum Direction {
    Load,
    Store,
}

/// The type of an `mma` operand's elements.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Element {
    F16,
    Bf16,
    /// The 8-bit floating-point formats: 4 exponent bits and 3 of mantissa, or 5 and 2.
    E4m3,
    E5m2,
    Tf32,
    F32,
    F64,
    S8,
    U8,
    S32,
}

impl Element {
    fn parse(m: &str) -> Option<Element> {
        Some(match m {
            "f16" => Element::F16,
            "bf16" => Element::Bf16,
            "e4m3" => Element::E4m3,
            "e5m2" => Element::E5m2,
            "tf32" => Element::Tf32,
            "f32" => Element::F32,
            "f64" => Element::F64,
            "s8" => Element::S8,
            "u8" => Element::U8,
            "s32" => Element::S32,
            _ => return None,
        })
    }

    /// How many elements one register of a fragment packs.
    fn per_register(self) -> u32 {
        match self {
            Element::F16 | Element::Bf16 => 2,
            Element::S8 | Element::U8 | Element::E4m3 | Element::E5m2 => 4,
            _ => 1,
        }
    }

    /// The type the products are summed in.
    fn sum_type(self) -> Type {
        match self {
            Element::F64 => Type::F64,
            Element::S8 | Element::U8 | Element::S32 => Type::I64,
            _ => Type::F32,
        }
    }

    /// The register type a fragment of these elements is made of.
    fn register(self) -> Type {
        match self {
            Element::F64 => Type::F64,
            Element::F32 | Element::Tf32 => Type::F32,
            _ => Type::I32,
        }
    }
}

/// The shapes PTX has for the inputs of each type (`m16n8k16`: `M = 16`, `N = 8`, `K = 16`),
/// but for the 16-bit `m8n8k4` of the first tensor cores, whose fragments are laid out apart.
fn shape_allowed(input: Element, (m, n, k): (u32, u32, u32)) -> bool {
    let shapes: &[(u32, u32, u32)] = match input {
        Element::F16 | Element::Bf16 => &[(16, 8, 8), (16, 8, 16)],
        Element::Tf32 => &[(16, 8, 4), (16, 8, 8)],
        Element::F64 => &[(8, 8, 4), (16, 8, 4), (16, 8, 8), (16, 8, 16)],
        Element::S8 | Element::U8 => &[(8, 8, 16), (16, 8, 16), (16, 8, 32)],
        Element::E4m3 | Element::E5m2 => &[(16, 8, 16), (16, 8, 32)],
        _ => &[],
    };
    shapes.contains(&(m, n, k))
}

/// How many 8x8 matrices `.x1`, `.x2` or `.x4` names.
fn matrix_count(parts: &[&str]) -> Option<usize> {
    [("x1", 1), ("x2", 2), ("x4", 4)]
        .iter()
        .find(|(m, _)| parts[1..].contains(m))
        .map(|&(_, n)| n)
}

fn parse_shape(m: &str) -> Option<(u32, u32, u32)> {
    let rest = m.strip_prefix('m')?;
    let (m, rest) = rest.split_once('n')?;
    let (n, k) = rest.split_once('k')?;
    Some((m.parse().ok()?, n.parse().ok()?, k.parse().ok()?))
}

impl Expander<'_, '_> {
    /// `ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16 {d...}, [row]`: `N` matrices of 8x8
    /// 16-bit elements, whose rows lanes `8j..8j + 8` point at for matrix `j`. A lane receives,
    /// of each matrix, the two elements of row `g` at columns `2t` and `2t + 1`, or with
    /// `.trans` those of column `g` at rows `2t` and `2t + 1` (the first in the low half).
    /// `stmatrix ... [row], {r...}` is the reverse: each register stored where it would be
    /// loaded from.
    pub(super) fn move_matrices(
        &mut self,
        opcode: &str,
        parts: &[&str],
        operands: &[Operand],
        direction: Direction,
    ) -> Result<(), String> {
        let has = |m: &str| parts[1..].contains(&m);
        let count = matrix_count(parts);
        let (Some(count), true, true) = (count, has("m8n8"), has("b16")) else {
            return Err(format!("'{opcode}' is not supported by the CPU backend"));
        };
        let (place, registers) = match (direction, operands) {
            (Direction::Load, [Operand::Vector(r), place]) => (place, r),
            (Direction::Store, [place, Operand::Vector(r)]) => (place, r),
            (Direction::Load, _) => {
                return Err(format!(
                    "'{opcode}' takes a vector of registers and an address"
                ));
            }
            (Direction::Store, _) => {
                return Err(format!(
                    "'{opcode}' takes an address and a vector of registers"
                ));
            }
        };
        if registers.len() != count {
            return Err(format!(
                "'{opcode}' moves {count} registers, not {}",
                registers.len()
            ));
        }
        self.registers_only(opcode, registers)?;
        let own_row = self.address(place, parts)?;
        let own_row = self.cast(CastOp::Bitcast, own_row, Type::I64);
        let lane = self.lane();
        let (g, t) = self.group_and_place(lane);
        for (j, register) in registers.iter().enumerate() {
            let first_row = 8 * j as i64;
            // Where the register's parts are: one word of row `g` at column `2t`, or with
            // `.trans` a half in each of rows `2t` and `2t + 1` at column `g`.
            let mut places = Vec::new();
            if has("trans") {
                for h in 0..2 {
                    let row = self.scaled(t, 2, first_row + h);
                    let column = self.scaled(g, 2, 0);
                    places.push((self.element_address(own_row, row, column), Type::I16));
                }
            } else {
                let row = self.scaled(g, 1, first_row);
                let column = self.scaled(t, 4, 0);
                places.push((self.element_address(own_row, row, column), Type::I32));
            }
            match direction {
                Direction::Load => {
                    let parts: Vec<Var> = places
                        .iter()
                        .map(|&(at, ty)| self.load(at, ty, false))
                        .collect();
                    let word = self.packed(Type::I32, &parts);
                    self.write(register, word)?;
                }
                Direction::Store => {
                    let word = self.read(register, Type::I32, false)?;
                    for (h, &(at, ty)) in places.iter().enumerate() {
                        let shift = self.iconst(Type::I32, 16 * h as i64);
                        let part = self.binary(BinOp::LShr, word, shift);
                        let part = self.fit(part, ty, false);
                        self.store(at, part, false);
                    }
                }
            }
        }
        Ok(())
    }

    /// `movmatrix.sync.aligned.m8n8.trans.b16 d, a`: the 8x8 matrix of 16-bit elements whose
    /// fragment the lanes hold in `a` (row `g`, columns `2t` and `2t + 1`), transposed.
    pub(super) fn transpose_matrix(
        &mut self,
        opcode: &str,
        parts: &[&str],
        operands: &[Operand],
    ) -> Result<(), String> {
        let has = |m: &str| parts[1..].contains(&m);
        if !(has("m8n8") && has("trans") && has("b16")) {
            return Err(format!("'{opcode}' is not supported by the CPU backend"));
        }
        let [destination, source] = operands else {
            return Err(format!("'{opcode}' takes 2 operands"));
        };
        let word = self.read(source, Type::I32, false)?;
        let lane = self.lane();
        let (g, t) = self.group_and_place(lane);
        // Element (r, c) is in lane `4r + c / 2`, half `c % 2`: this lane's are (2t, g) and
        // (2t + 1, g).
        let one = self.iconst(Type::I32, 1);
        let half_of_g = self.binary(BinOp::LShr, g, one);
        let odd = self.binary(BinOp::And, g, one);
        let sixteen = self.iconst(Type::I32, 16);
        let shift = self.binary(BinOp::Mul, odd, sixteen);
        let mut halves = Vec::new();
        for h in 0..2 {
            let row_start = self.scaled(t, 8, 4 * h);
            let holder = self.binary(BinOp::Add, row_start, half_of_g);
            let theirs = self.shuffle_from(word, holder);
            let half = self.binary(BinOp::LShr, theirs, shift);
            halves.push(self.fit(half, Type::I16, false));
        }
        let result = self.packed(Type::I32, &halves);
        self.write(destination, result)
    }

    /// Whether each of `operands` is a register, as the matrix instructions' vectors must be
    /// (an immediate there is an error of PTX's assembler).
    fn registers_only<'o>(
        &self,
        opcode: &str,
        operands: impl IntoIterator<Item = &'o Operand>,
    ) -> Result<(), String> {
        match operands.into_iter().all(|op| self.register(op).is_some()) {
            true => Ok(()),
            false => Err(format!("'{opcode}' takes registers in its vectors")),
        }
    }

    /// The address at byte `offset` of the row whose address lane `source` holds in `own_row`.
    fn element_address(&mut self, own_row: Var, source: Var, offset: Var) -> Var {
        let row = self.shuffle_from(own_row, source);
        let offset = self.fit(offset, Type::I64, false);
        let at = self.binary(BinOp::Add, row, offset);
        self.cast(CastOp::Bitcast, at, Type::Ptr)
    }

    /// `mma.sync.aligned.MxNxK.row.col[.satfinite].D.A.B.C {d...}, {a...}, {b...}, {c...}`:
    /// `D = A * B + C` of an `M`x`K` `A`, a `K`x`N` `B` and `M`x`N` `C` and `D`, as fragments.
    pub(super) fn multiply_accumulate(
        &mut self,
        opcode: &str,
        parts: &[&str],
        operands: &[Operand],
    ) -> Result<(), String> {
        let unsupported = || Err(format!("'{opcode}' is not supported by the CPU backend"));
        let has = |m: &str| parts[1..].contains(&m);
        let shape = parts[1..].iter().find_map(|m| parse_shape(m));
        let types: Vec<Element> = parts[1..]
            .iter()
            .filter_map(|m| Element::parse(m))
            .collect();
        let (Some((m, n, k)), &[d_ty, a_ty, b_ty, c_ty]) = (shape, types.as_slice()) else {
            return unsupported();
        };
        let integer = matches!(a_ty, Element::S8 | Element::U8);
        let float8 = |t: Element| matches!(t, Element::E4m3 | Element::E5m2);
        let types_agree = match integer {
            true => matches!(b_ty, Element::S8 | Element::U8) && d_ty == Element::S32,
            // The two 8-bit float formats mix.
            false => {
                (a_ty == b_ty || float8(a_ty) && float8(b_ty)) && d_ty.sum_type() == a_ty.sum_type()
            }
        } && c_ty.sum_type() == d_ty.sum_type()
            && (d_ty != Element::F16 || a_ty == Element::F16)
            && (c_ty != Element::F16 || a_ty == Element::F16);
        if !(has("sync")
            && has("row")
            && has("col")
            && types_agree
            && shape_allowed(a_ty, (m, n, k)))
        {
            return unsupported();
        }
        let [Operand::Vector(d), Operand::Vector(a), Operand::Vector(b), Operand::Vector(c)] =
            operands
        else {
            return Err(format!("'{opcode}' takes four vectors of registers"));
        };
        // A register holds `per` elements of `A` (a row's, along `K`) or of `B` (a column's).
        let per = a_ty.per_register();
        let k_blocks = k / (4 * per);
        let row_blocks = m / 8;
        let accumulators = |ty: Element| match ty {
            Element::F16 => row_blocks,
            _ => m / 4,
        };
        for (name, registers, count) in [
            ("D", d, accumulators(d_ty)),
            ("A", a, row_blocks * k_blocks),
            ("B", b, k_blocks),
            ("C", c, accumulators(c_ty)),
        ] {
            if registers.len() != count as usize {
                return Err(format!(
                    "'{opcode}' takes {count} registers for {name}, not {}",
                    registers.len()
                ));
            }
        }
        self.registers_only(opcode, [d, a, b, c].into_iter().flatten())?;
        let lane = self.lane();
        let (g, t) = self.group_and_place(lane);
        let group_start = self.scaled(g, 4, 0);
        let registers = |x: &mut Self, ops: &[Operand], ty: Element| -> Result<Vec<Var>, String> {
            ops.iter()
                .map(|op| {
                    let v = x.read(op, ty.register(), false)?;
                    Ok(x.fit(v, super::int_of(ty.register().bytes()), false))
                })
                .collect()
        };
        let a_regs = registers(self, a, a_ty)?;
        let b_regs = registers(self, b, b_ty)?;
        // Row `g + 8 rb` of `A`, along `K`: its register `rb + row_blocks * kb` in lanes `4g..4g + 4`.
        let mut a_rows = Vec::new();
        for rb in 0..row_blocks {
            let mut row = Vec::new();
            for kb in 0..k_blocks {
                for holder in 0..4 {
                    let source = self.offset(group_start, holder);
                    let word = self.shuffle_from(a_regs[(rb + row_blocks * kb) as usize], source);
                    for e in 0..per {
                        row.push(self.element(word, a_ty, e));
                    }
                }
            }
            a_rows.push(row);
        }
        // Columns `2t` and `2t + 1` of `B`, along `K`: column `col` is in lanes `4col..4col + 4`.
        let mut b_columns = Vec::new();
        for j in 0..2 {
            let column_start = self.scaled(t, 8, 4 * j);
            let mut column = Vec::new();
            for &register in &b_regs {
                for holder in 0..4 {
                    let source = self.offset(column_start, holder);
                    let word = self.shuffle_from(register, source);
                    for e in 0..per {
                        column.push(self.element(word, b_ty, e));
                    }
                }
            }
            b_columns.push(column);
        }
        // Result `i` is at row `g + 8 (i / 2)`, column `2t + i % 2`.
        let c_values = self.accumulator_values(c, c_ty)?;
        let sum_ty = d_ty.sum_type();
        let mut results = Vec::new();
        for (i, &initial) in c_values.iter().enumerate() {
            let mut sum = initial;
            for (&x, &y) in a_rows[i / 2].iter().zip(&b_columns[i % 2]) {
                sum = match sum_ty {
                    Type::I64 => {
                        let product = self.binary(BinOp::Mul, x, y);
                        self.binary(BinOp::Add, sum, product)
                    }
                    Type::F64 => self.intrinsic("fma(f64,f64,f64)", vec![x, y, sum], Type::F64),
                    _ => self.intrinsic("fmaf(f32,f32,f32)", vec![x, y, sum], Type::F32),
                };
            }
            results.push(self.finished(sum, d_ty, has("satfinite")));
        }
        match d_ty {
            Element::F16 => {
                for (register, pair) in d.iter().zip(results.chunks(2)) {
                    let word = self.packed(Type::I32, pair);
                    self.write(register, word)?;
                }
            }
            _ => {
                for (register, &value) in d.iter().zip(&results) {
                    self.write(register, value)?;
                }
            }
        }
        Ok(())
    }

    /// The accumulator's elements in the order of the results, in the type they are summed in.
    fn accumulator_values(&mut self, c: &[Operand], ty: Element) -> Result<Vec<Var>, String> {
        let mut values = Vec::new();
        for op in c {
            let v = self.read(op, ty.register(), true)?;
            match ty {
                Element::F16 => {
                    for e in 0..2 {
                        values.push(self.element(v, Element::F16, e));
                    }
                }
                Element::S32 => values.push(self.fit(v, Type::I64, true)),
                _ => values.push(v),
            }
        }
        Ok(values)
    }

    /// A sum as a `d_ty` result: a half rounded to nearest (its bits), a 32-bit integer
    /// wrapped, or clamped to its range with `.satfinite`.
    fn finished(&mut self, sum: Var, d_ty: Element, saturate: bool) -> Var {
        match d_ty {
            Element::F16 => {
                let wide = self.cast(CastOp::FExt, sum, Type::F64);
                self.intrinsic("__ferrocuda_f16_from_f64(f64)", vec![wide], Type::I16)
            }
            Element::S32 if saturate => {
                let (low, high) = (
                    self.iconst(Type::I64, i32::MIN as i64),
                    self.iconst(Type::I64, i32::MAX as i64),
                );
                let below = self.cmp(CmpOp::Slt, sum, low);
                let sum = self.select(below, low, sum);
                let above = self.cmp(CmpOp::Sgt, sum, high);
                let sum = self.select(above, high, sum);
                self.cast(CastOp::Trunc, sum, Type::I32)
            }
            Element::S32 => self.cast(CastOp::Trunc, sum, Type::I32),
            _ => sum,
        }
    }

    /// Element `e` of a fragment's register `word` (an integer of the register's width), in
    /// the type products are summed in: tf32 reads the 19 bits a tensor core does.
    fn element(&mut self, word: Var, ty: Element, e: u32) -> Var {
        let part = |x: &mut Self, to: Type| {
            let shift = x.iconst(Type::I32, (e * to.bytes() * 8) as i64);
            let shifted = x.binary(BinOp::LShr, word, shift);
            x.cast(CastOp::Trunc, shifted, to)
        };
        match ty {
            Element::F16 | Element::Bf16 => {
                let bits = part(self, Type::I16);
                let half = match ty {
                    Element::F16 => Half::Ieee,
                    _ => Half::Bfloat,
                };
                self.widened_half(half, bits)
            }
            // e5m2 is the upper byte of a half.
            Element::E5m2 => {
                let byte = part(self, Type::I8);
                let byte = self.cast(CastOp::ZExt, byte, Type::I16);
                let eight = self.iconst(Type::I16, 8);
                let half = self.binary(BinOp::Shl, byte, eight);
                self.widened_half(Half::Ieee, half)
            }
            Element::E4m3 => {
                let byte = part(self, Type::I8);
                let byte = self.cast(CastOp::ZExt, byte, Type::I32);
                self.widened_e4m3(byte)
            }
            Element::S8 | Element::U8 => {
                let byte = part(self, Type::I8);
                let op = match ty {
                    Element::S8 => CastOp::SExt,
                    _ => CastOp::ZExt,
                };
                self.cast(op, byte, Type::I64)
            }
            Element::Tf32 => {
                let mask = self.iconst(Type::I32, 0xffff_e000u32 as i32 as i64);
                let kept = self.binary(BinOp::And, word, mask);
                self.cast(CastOp::Bitcast, kept, Type::F32)
            }
            Element::F32 => self.cast(CastOp::Bitcast, word, Type::F32),
            Element::F64 => self.cast(CastOp::Bitcast, word, Type::F64),
            Element::S32 => self.fit(word, Type::I64, true),
        }
    }

    /// The `f32` an e4m3 byte (in the low bits of an `i32`) stands for: exponent bias 7, no
    /// infinities, `S.1111.111` NaN.
    fn widened_e4m3(&mut self, byte: Var) -> Var {
        let field = |x: &mut Self, shift: i64, mask: i64| {
            let shift = x.iconst(Type::I32, shift);
            let v = x.binary(BinOp::LShr, byte, shift);
            let mask = x.iconst(Type::I32, mask);
            x.binary(BinOp::And, v, mask)
        };
        let (sign, exponent, mantissa) = (field(self, 7, 1), field(self, 3, 15), field(self, 0, 7));
        let shifted = |x: &mut Self, v: Var, by: i64| {
            let by = x.iconst(Type::I32, by);
            x.binary(BinOp::Shl, v, by)
        };
        let sign = shifted(self, sign, 31);
        // A normal number: the exponent rebiased to single precision's 127.
        let rebias = self.iconst(Type::I32, 127 - 7);
        let e = self.binary(BinOp::Add, exponent, rebias);
        let e = shifted(self, e, 23);
        let m = shifted(self, mantissa, 20);
        let normal = self.binary(BinOp::Or, e, m);
        // A subnormal one: the mantissa's eighths of 2^-6.
        let m = self.cast(CastOp::SIToF, mantissa, Type::F32);
        let scale = self.iconst(Type::I32, (2f32.powi(-9)).to_bits() as i64);
        let scale = self.cast(CastOp::Bitcast, scale, Type::F32);
        let tiny = self.binary(BinOp::FMul, m, scale);
        let tiny = self.cast(CastOp::Bitcast, tiny, Type::I32);
        let zero = self.iconst(Type::I32, 0);
        let is_subnormal = self.cmp(CmpOp::Eq, exponent, zero);
        let magnitude = self.select(is_subnormal, tiny, normal);
        let bits = self.binary(BinOp::Or, sign, magnitude);
        let magnitude_bits = self.iconst(Type::I32, 0x7f);
        let unsigned = self.binary(BinOp::And, byte, magnitude_bits);
        let nan = self.cmp(CmpOp::Eq, unsigned, magnitude_bits);
        let canonical = self.iconst(Type::I32, 0x7fff_ffff);
        let bits = self.select(nan, canonical, bits);
        self.cast(CastOp::Bitcast, bits, Type::F32)
    }

    /// The lane's group (`lane / 4`) and its place in the group (`lane % 4`).
    fn group_and_place(&mut self, lane: Var) -> (Var, Var) {
        let two = self.iconst(Type::I32, 2);
        let three = self.iconst(Type::I32, 3);
        let g = self.binary(BinOp::LShr, lane, two);
        let t = self.binary(BinOp::And, lane, three);
        (g, t)
    }

    /// `v * factor + addend` of an `i32`.
    fn scaled(&mut self, v: Var, factor: i64, addend: i64) -> Var {
        let factor = self.iconst(Type::I32, factor);
        let product = self.binary(BinOp::Mul, v, factor);
        self.offset(product, addend)
    }

    fn offset(&mut self, v: Var, addend: i64) -> Var {
        if addend == 0 {
            return v;
        }
        let addend = self.iconst(Type::I32, addend);
        self.binary(BinOp::Add, v, addend)
    }

    /// `value` as lane `source` of the warp holds it (every lane takes part).
    fn shuffle_from(&mut self, value: Var, source: Var) -> Var {
        let ty = self.var_types[value.0 as usize];
        let all = self.iconst(Type::I32, -1);
        let width = self.iconst(Type::I32, 32);
        self.emit(
            |dst| Inst::Sync {
                dst: Some(dst),
                op: SyncOp::ShflIdx,
                args: vec![all, value, source, width],
            },
            ty,
        )
    }
}
