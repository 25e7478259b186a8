//! The jump tables of `include/crt/curand_jumps.h`, computed from the generators' definitions.
//!
//! The device random-number API skips a generator ahead by 2^67 (XORWOW) or 2^76 and 2^127
//! (MRG32k3a) steps per subsequence and by any number of single steps; the tables hold the
//! transformations of power-of-two-sized jumps. This test computes them and requires the
//! header to hold exactly that text; `UPDATE_EXPECT=1` writes the header instead.

use std::fmt::Write;
use std::path::Path;

/// Bits of a polynomial over GF(2), bit `i` the coefficient of `x^i`; 192 bits hold the
/// XORWOW state's 160.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Poly([u64; 3]);

impl Poly {
    const ZERO: Poly = Poly([0; 3]);

    fn bit(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }

    fn flip(&mut self, i: usize) {
        self.0[i / 64] ^= 1 << (i % 64);
    }

    fn xor(&mut self, other: &Poly) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a ^= b;
        }
    }

    fn shifted_once(&self) -> Poly {
        let w = self.0;
        Poly([w[0] << 1, w[1] << 1 | w[0] >> 63, w[2] << 1 | w[1] >> 63])
    }

    /// The 32-bit words of the low 160 bits, lowest first.
    fn words(&self) -> [u32; 5] {
        std::array::from_fn(|i| (self.0[i / 2] >> (32 * (i % 2))) as u32)
    }
}

/// One step of XORWOW's xorshift part (the Weyl counter `d` plays no part in jumps).
fn xorwow_step(v: &mut [u32; 5]) {
    let t = v[0] ^ (v[0] >> 2);
    v.copy_within(1.., 0);
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

/// The characteristic polynomial of XORWOW's step, found by Berlekamp-Massey from one bit
/// of its output (the step's polynomial is primitive of degree 160, so any nonzero state's
/// bit sequence has it as its minimal polynomial).
fn xorwow_polynomial() -> (Poly, usize) {
    let mut v = [123456789, 362436069, 521288629, 88675123, 5783321];
    let bits: Vec<u8> = (0..400)
        .map(|_| {
            xorwow_step(&mut v);
            (v[4] & 1) as u8
        })
        .collect();
    let n = bits.len();
    let (mut c, mut b) = (vec![0u8; n + 1], vec![0u8; n + 1]);
    c[0] = 1;
    b[0] = 1;
    let (mut len, mut last) = (0usize, -1isize);
    for i in 0..n {
        let d = (1..=len).fold(bits[i], |d, j| d ^ (c[j] & bits[i - j]));
        if d == 1 {
            let saved = c.clone();
            let shift = (i as isize - last) as usize;
            for j in 0..=n - shift {
                c[j + shift] ^= b[j];
            }
            if 2 * len <= i {
                len = i + 1 - len;
                last = i as isize;
                b = saved;
            }
        }
    }
    // s[i] = sum c[j] s[i - j]  ⇔  p(x) = x^len + sum c[j] x^(len - j).
    let mut p = Poly::ZERO;
    p.flip(len);
    for (j, &cj) in c.iter().enumerate().take(len + 1).skip(1) {
        if cj == 1 {
            p.flip(len - j);
        }
    }
    (p, len)
}

fn mul_mod(a: &Poly, b: &Poly, p: &Poly, degree: usize) -> Poly {
    let (mut a, mut r) = (*a, Poly::ZERO);
    for i in 0..degree {
        if b.bit(i) {
            r.xor(&a);
        }
        a = a.shifted_once();
        if a.bit(degree) {
            a.xor(p);
        }
    }
    r
}

/// `x^(2^k)` for `k` in `0..count + skip`, the first `skip` left out.
fn powers_of_two(p: &Poly, degree: usize, skip: usize, count: usize) -> Vec<Poly> {
    let mut x = Poly::ZERO;
    x.flip(1);
    (0..skip + count)
        .map(|_| {
            let this = x;
            x = mul_mod(&x, &x, p, degree);
            this
        })
        .skip(skip)
        .collect()
}

/// `x^(d * 16^k * 2^shift)` for hexadecimal digits `d` in `1..16` and `k` in `0..16`.
fn digit_jumps(p: &Poly, degree: usize, shift: usize) -> Vec<[Poly; 15]> {
    powers_of_two(p, degree, shift, 64)
        .chunks(4)
        .map(|bits| {
            let base = bits[0];
            let mut out = [Poly::ZERO; 15];
            out[0] = base;
            for d in 1..15 {
                out[d] = mul_mod(&out[d - 1], &base, p, degree);
            }
            out
        })
        .collect()
}

const MRG_MODULI: [u64; 2] = [4294967087, 4294944443];

/// The one-step matrices of MRG32k3a's two component recurrences.
fn mrg_steps() -> [[[u64; 3]; 3]; 2] {
    let [m1, m2] = MRG_MODULI;
    [
        [[0, 1, 0], [0, 0, 1], [m1 - 810728, 1403580, 0]],
        [[0, 1, 0], [0, 0, 1], [m2 - 1370589, 0, 527612]],
    ]
}

fn mat_mul(a: &[[u64; 3]; 3], b: &[[u64; 3]; 3], m: u64) -> [[u64; 3]; 3] {
    std::array::from_fn(|i| {
        std::array::from_fn(|j| {
            (0..3)
                .map(|k| u128::from(a[i][k]) * u128::from(b[k][j]) % u128::from(m))
                .sum::<u128>() as u64
                % m
        })
    })
}

fn table_text() -> String {
    let (p, degree) = xorwow_polynomial();
    assert_eq!(degree, 160, "XORWOW's step has a polynomial of degree 160");
    let mut out = String::new();
    out.push_str(
        "/*\n * Jump tables of the device random-number generators (curand_kernel.h).\n \
         * Generated by crates/driver/tests/curand_jumps.rs (UPDATE_EXPECT=1 rewrites it); do not\n \
         * edit.\n *\n \
         * XORWOW: the state after n steps is q(M) applied to it, M the step and q(x) = x^n mod c(x),\n \
         * c the step's characteristic polynomial (degree 160). Entry [k][d - 1] holds q for\n \
         * n = d * 16^k (offsets) or n = d * 16^k * 2^67 (subsequences), 160 bits lowest word first.\n *\n \
         * MRG32k3a: entry [kind][k][component] is the component's step matrix raised to 2^k\n \
         * (kind 0), 2^(76 + k) (kind 1: subsequences) or 2^(127 + k) (kind 2: sequences), row by\n \
         * row, modulo the component's modulus.\n */\n\
         #ifndef __FERROCUDA_CURAND_JUMPS_H__\n#define __FERROCUDA_CURAND_JUMPS_H__\n\n",
    );
    for (name, shift) in [("offset", 0), ("subsequence", 67)] {
        writeln!(
            out,
            "static __device__ const unsigned int __fc_xorwow_{name}_jumps[16][15][5] = {{"
        )
        .unwrap();
        for digits in digit_jumps(&p, degree, shift) {
            out.push_str("    {\n");
            for q in digits {
                let words: Vec<String> = q.words().iter().map(|w| format!("0x{w:08x}u")).collect();
                writeln!(out, "        {{{}}},", words.join(", ")).unwrap();
            }
            out.push_str("    },\n");
        }
        out.push_str("};\n\n");
    }
    out.push_str("static __device__ const unsigned int __fc_mrg32k3a_jumps[3][64][2][9] = {\n");
    for skip in [0, 76, 127] {
        out.push_str("    {\n");
        let mut powers = mrg_steps();
        for _ in 0..skip {
            for (c, m) in powers.iter_mut().zip(MRG_MODULI) {
                *c = mat_mul(c, c, m);
            }
        }
        for _ in 0..64 {
            let rows: Vec<String> = powers
                .iter()
                .map(|c| {
                    let entries: Vec<String> =
                        c.iter().flatten().map(|e| format!("{e}u")).collect();
                    format!("{{{}}}", entries.join(", "))
                })
                .collect();
            writeln!(out, "        {{{}}},", rows.join(", ")).unwrap();
            for (c, m) in powers.iter_mut().zip(MRG_MODULI) {
                *c = mat_mul(c, c, m);
            }
        }
        out.push_str("    },\n");
    }
    out.push_str("};\n\n#endif\n");
    out
}

/// Jumps by the tables agree with stepping the generator.
#[test]
fn xorwow_jumps_match_stepping() {
    let (p, degree) = xorwow_polynomial();
    let jumps = digit_jumps(&p, degree, 0);
    let start = [1u32, 2, 3, 4, 5];
    let mut stepped = start;
    for _ in 0..(3 * 16 + 2) {
        xorwow_step(&mut stepped);
    }
    let apply = |q: &Poly, v: [u32; 5]| {
        let (mut acc, mut s) = ([0u32; 5], v);
        for i in 0..degree {
            if q.bit(i) {
                acc.iter_mut().zip(s).for_each(|(a, b)| *a ^= b);
            }
            xorwow_step(&mut s);
        }
        acc
    };
    let jumped = apply(&jumps[1][2], apply(&jumps[0][1], start));
    assert_eq!(jumped, stepped);
}

#[test]
fn header_holds_the_computed_tables() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include/crt/curand_jumps.h");
    let text = table_text();
    if std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1") {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let found = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        found == text,
        "{} is not the computed tables (run with UPDATE_EXPECT=1 to rewrite it)",
        path.display()
    );
}
