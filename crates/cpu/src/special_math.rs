//! Special functions of CUDA's math API that Rust's standard library lacks, in double precision;
//! the single-precision forms round the double result.

use std::f64::consts::{FRAC_1_SQRT_2, FRAC_2_SQRT_PI as TWO_OVER_SQRT_PI, LN_2, PI, SQRT_2};

/// erf by its Taylor series, for |x| < 1/2 (where its terms fall fast and `1 - erf` loses
/// no more than a bit): 2x/√π · Σ (-x²)ⁿ/(n!(2n+1)), the terms added smallest first and the
/// constant carried in two doubles, within an ulp.
fn erf_series(x: f64) -> f64 {
    let x2 = x * x;
    let mut terms = [0.0; 40];
    let (mut power, mut count) = (1.0, 0);
    for (n, term) in terms.iter_mut().enumerate() {
        if n > 0 {
            power *= -x2 / n as f64;
        }
        *term = power / (2 * n + 1) as f64;
        count = n + 1;
        if term.abs() < 1e-18 {
            break;
        }
    }
    let sum: f64 = terms[..count].iter().rev().sum();
    let scaled = TWO_OVER_SQRT_PI * sum;
    let scaled_low = TWO_OVER_SQRT_PI.mul_add(sum, -scaled) + TWO_OVER_SQRT_PI_LOW * sum;
    x.mul_add(scaled, x * scaled_low)
}

/// The part of 2/√π that `FRAC_2_SQRT_PI` rounds off.
const TWO_OVER_SQRT_PI_LOW: f64 = 1.533545961316588e-17;

/// exp(x²)·erfc(x) for x >= 1/2, by its continued fraction
/// 1/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))), evaluated from enough terms back (the
/// fraction converges slower near 0: 250/x² terms, measured, leave it exact to the last bit).
fn scaled_erfc_fraction(x: f64) -> f64 {
    let terms = (300.0 / (x * x) + 12.0).min(2000.0) as u32;
    let mut t = x;
    for n in (1..=terms).rev() {
        t = x + (n as f64 / 2.0) / t;
    }
    // (1/√π over t rather than 1 over √π·t, which overflows where t is near the largest double.)
    if t > 1e300 {
        FRAC_1_SQRT_PI / t
    } else {
        1.0 / (PI.sqrt() * t)
    }
}

/// 1/√π.
const FRAC_1_SQRT_PI: f64 = 0.564_189_583_547_756_3;

/// `x` split into a part of 26 significant bits and the rest, so that the part's square is
/// exact.
fn split(x: f64) -> (f64, f64) {
    let high = f64::from_bits(x.to_bits() & !((1 << 27) - 1));
    (high, x - high)
}

/// exp(-x²) (or with `sign` 1, exp(x²)) without the error that rounding x² makes of it, which
/// grows with x².
fn exp_square(x: f64, sign: f64) -> f64 {
    if x.is_infinite() {
        return (sign * x * x).exp();
    }
    let (high, low) = split(x);
    (sign * high * high).exp() * (sign * (2.0 * high * low + low * low)).exp()
}

/// erfc(x) for x >= 0.
fn erfc_positive(x: f64) -> f64 {
    if x == f64::INFINITY {
        0.0
    } else if x < 0.5 {
        1.0 - erf_series(x)
    } else {
        scaled_erfc_fraction(x) * exp_square(x, -1.0)
    }
}

pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.abs() < 0.5 {
        erf_series(x)
    } else {
        (1.0 - erfc_positive(x.abs())).copysign(x)
    }
}

/// erfc without the cancellation of `1 - erf(x)` in its upper tail.
pub fn erfc(x: f64) -> f64 {
    if x.is_nan() {
        x
    } else if x >= 0.0 {
        erfc_positive(x)
    } else {
        2.0 - erfc_positive(-x)
    }
}

/// The inverse of erfc: below 1/2 by Newton's method from the asymptotic start sqrt(-ln y).
pub fn erfcinv(y: f64) -> f64 {
    if !(0.0..=2.0).contains(&y) {
        return f64::NAN;
    }
    if y == 0.0 {
        return f64::INFINITY;
    }
    if y == 2.0 {
        return f64::NEG_INFINITY;
    }
    if y > 1.0 {
        return -erfcinv(2.0 - y);
    }
    // Near 1, erfc's result carries its error into a small x: erf's, of the exact 1 - y, not.
    if y > 0.5 {
        return erfinv(1.0 - y);
    }
    let mut x = (-y.ln()).sqrt();
    for _ in 0..60 {
        let step = if y < 1e-290 {
            // Where erfc(x) and its slope are subnormal: Newton's method on the logarithm,
            // ln erfcx(x) - x² = ln y, whose slope is -(2/√π)/erfcx(x).
            let (high, low) = split(x);
            let log_erfc = erfcx(x).ln() - high * high - (2.0 * high * low + low * low);
            (log_erfc - y.ln()) * erfcx(x) / TWO_OVER_SQRT_PI
        } else {
            (erfc(x) - y) / (TWO_OVER_SQRT_PI * exp_square(x, -1.0))
        };
        x += step;
        if step.abs() <= 1e-17 * x.abs() {
            break;
        }
    }
    x
}

pub fn erfinv(y: f64) -> f64 {
    if !(-1.0..=1.0).contains(&y) {
        return f64::NAN;
    }
    if y.abs() > 0.5 {
        return erfcinv(1.0 - y.abs()).copysign(y);
    }
    let mut x = y / TWO_OVER_SQRT_PI;
    for _ in 0..60 {
        let step = (erf(x) - y) / (TWO_OVER_SQRT_PI * exp_square(x, -1.0));
        x -= step;
        if step.abs() <= 1e-17 * x.abs() {
            break;
        }
    }
    x
}

/// exp(x²)·erfc(x): the continued fraction itself from 1/2 on, where exp(x²) would lose
/// accuracy or overflow.
pub fn erfcx(x: f64) -> f64 {
    if x.is_nan() {
        x
    } else if x >= 0.5 {
        scaled_erfc_fraction(x)
    } else if x >= 0.0 {
        (x * x).exp() * erfc(x)
    } else {
        2.0 * exp_square(x, 1.0) - erfcx(-x)
    }
}

/// Φ(x) = erfc(-x/√2)/2, the argument -x/√2 carried as two doubles: in the lower tail the
/// rounding of one double would move erfc by 2·x²·2⁻⁵³ of itself (hundreds of ulps at -34).
pub fn normcdf(x: f64) -> f64 {
    if x.is_infinite() {
        return if x > 0.0 { 1.0 } else { 0.0 };
    }
    let t = -x * FRAC_1_SQRT_2;
    let t_low = (-x).mul_add(FRAC_1_SQRT_2, -t) - x * FRAC_1_SQRT_2_LOW;
    // erfc(t + t_low) ≈ erfc(t) - t_low·2/√π·exp(-t²).
    let tail = erfc(t);
    let correction = t_low * TWO_OVER_SQRT_PI * exp_square(t, -1.0);
    0.5 * (tail - correction)
}

/// The part of 1/√2 that `FRAC_1_SQRT_2` rounds off.
const FRAC_1_SQRT_2_LOW: f64 = -4.833646656726457e-17;

/// atanh as 0.5·log1p(2|x|/(1-|x|)) with the sign put back: computing it on negative x near -1
/// directly loses a hundred ulps to `log1p` of a value near -1.
pub fn atanh(x: f64) -> f64 {
    let a = x.abs();
    (0.5 * (2.0 * a / (1.0 - a)).ln_1p()).copysign(x)
}

/// acosh as log1p(t + √(2t + t²)) with t = x - 1 (exact near 1), where ln(x + √(x² - 1))
/// loses x² - 1 to rounding; past 2²⁸ as ln(2x), where x² would overflow.
pub fn acosh(x: f64) -> f64 {
    if x < 1.0 {
        f64::NAN
    } else if x < 2.0 {
        let t = x - 1.0;
        (t + (2.0 * t + t * t).sqrt()).ln_1p()
    } else if x > LARGE {
        x.ln() + LN_2
    } else {
        x.acosh()
    }
}

/// asinh, past 2²⁸ as ln(2|x|) with the sign put back, where x² would overflow.
pub fn asinh(x: f64) -> f64 {
    if x.abs() > LARGE {
        (x.abs().ln() + LN_2).copysign(x)
    } else {
        x.asinh()
    }
}

/// Where x² + 1 rounds to x²: acosh(x) and asinh(x) are ln(2x) to the last bit.
const LARGE: f64 = 268_435_456.0;

pub fn normcdfinv(p: f64) -> f64 {
    -SQRT_2 * erfcinv(2.0 * p)
}

/// `x` as a whole number `n` of quarter turns and a remainder `r` in [-1/4, 1/4] (both exact),
/// with π·r as the sum of two doubles: sin(πx) and cos(πx) are then within about an ulp of
/// the correctly rounded values, as the GPU's are (π·r in one double loses up to a few ulps).
fn quarter_turns(x: f64) -> (i64, f64, f64) {
    const PI_LOW: f64 = 1.2246467991473532e-16;
    let n = (2.0 * x).round_ties_even();
    let r = x - n / 2.0;
    let high = PI * r;
    let low = PI.mul_add(r, -high) + PI_LOW * r;
    ((n.rem_euclid(4.0)) as i64, high, low)
}

fn sin_cos_pi(x: f64) -> (f64, f64) {
    // Past 2⁵² every double is a whole number (past 2⁵³ an even one), and 2x may overflow.
    if x.abs() >= 4_503_599_627_370_496.0 {
        let cos = if x % 2.0 == 0.0 { 1.0 } else { -1.0 };
        return (0.0f64.copysign(x), cos);
    }
    let (quarter, high, low) = quarter_turns(x);
    let (s, c) = high.sin_cos();
    let (s, c) = (low.mul_add(c, s), (-low).mul_add(s, c));
    match quarter {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

/// sin(πx), exact at multiples of 1/2 (zero with the sign of `x` at whole numbers).
pub fn sinpi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    if x == x.trunc() {
        return 0.0f64.copysign(x);
    }
    sin_cos_pi(x).0
}

/// cos(πx), exact at multiples of 1/2 (+0 halfway between whole numbers).
pub fn cospi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let c = sin_cos_pi(x).1;
    if c == 0.0 {
        0.0
    } else {
        c
    }
}

/// The modified Bessel function of the first kind of order `order` (0 or 1), by its power
/// series at `|x|`: every term is positive, so the sum loses nothing to cancellation at any
/// `x`. `I0` is even and `I1` odd.
fn bessel_i(order: i32, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x < 0.0 {
        let at_magnitude = bessel_i(order, -x);
        return if order == 0 {
            at_magnitude
        } else {
            -at_magnitude
        };
    }
    let q = x * x / 4.0;
    let mut term = if order == 0 { 1.0 } else { x / 2.0 };
    let mut sum = term;
    for k in 1..2000 {
        term *= q / (k as f64 * (k + order) as f64);
        sum += term;
        if term <= sum * 1e-17 || sum.is_infinite() {
            break;
        }
    }
    sum
}

pub fn cyl_bessel_i0(x: f64) -> f64 {
    bessel_i(0, x)
}

pub fn cyl_bessel_i1(x: f64) -> f64 {
    bessel_i(1, x)
}

/// `sqrt(a² + b² + c² + d²)`, scaled by the largest magnitude so that no square overflows or
/// underflows.
pub fn norm4(a: f64, b: f64, c: f64, d: f64) -> f64 {
    let parts = [a.abs(), b.abs(), c.abs(), d.abs()];
    if parts.iter().any(|p| p.is_infinite()) {
        return f64::INFINITY;
    }
    if parts.iter().any(|p| p.is_nan()) {
        return f64::NAN;
    }
    let m = parts.iter().fold(0.0f64, |m, &p| m.max(p));
    if m == 0.0 {
        return 0.0;
    }
    m * parts.iter().map(|p| (p / m) * (p / m)).sum::<f64>().sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `I0` is even and `I1` odd (`I1(-8) = -399.873...`).
    #[test]
    fn bessel_i_of_negative_arguments() {
        for x in [0.5, 3.0, 8.0] {
            assert_eq!(cyl_bessel_i0(-x), cyl_bessel_i0(x));
            assert_eq!(cyl_bessel_i1(-x), -cyl_bessel_i1(x));
        }
        assert!((cyl_bessel_i1(-8.0) + 399.8731367825601).abs() < 1e-9);
    }

    /// The values an H200 gives at the ends of the range (measured).
    #[test]
    fn infinities_and_extremes() {
        let inf = f64::INFINITY;
        assert_eq!((erf(inf), erf(-inf)), (1.0, -1.0));
        assert_eq!((erfc(inf), erfc(-inf)), (0.0, 2.0));
        assert_eq!((erfcx(inf), erfcx(-inf)), (0.0, inf));
        assert_eq!((normcdf(inf), normcdf(-inf)), (1.0, 0.0));
        assert_eq!(erfcx(f64::MAX), 3.138408733985445e-309);
        assert_eq!(asinh(f64::MAX), 710.4758600739439);
        assert_eq!(asinh(-f64::MAX), -710.4758600739439);
        assert_eq!(acosh(f64::MAX), 710.4758600739439);
        assert!(acosh(-1e30).is_nan());
        assert_eq!((cospi(f64::MAX), sinpi(-f64::MAX)), (1.0, -0.0));
        assert_eq!(cospi(4_503_599_627_370_497.0), -1.0);
        let tiny = f64::from_bits(1);
        assert!((erfcinv(tiny) - 27.21329321081295).abs() < 1e-13);
        assert!((normcdfinv(tiny) + 38.46740561714435).abs() < 1e-13);
    }

    #[test]
    fn inverses_and_tails() {
        assert!((erfinv(0.5) - 0.476_936_276_204_47).abs() < 1e-14);
        assert!((erfcinv(1e-10) - 4.572_824_967_389_486).abs() < 1e-12);
        assert!((normcdfinv(0.975) - 1.959_963_984_540_054).abs() < 1e-12);
        assert!((erfc(5.0) / 1.537_459_794_428_034_8e-12 - 1.0).abs() < 1e-12);
        assert!((erfcx(30.0) - 0.018_795_888_861_416_75).abs() < 1e-12);
        assert_eq!(sinpi(3.0), 0.0);
        assert_eq!(sinpi(-1.5), 1.0);
        assert_eq!(cospi(1.0), -1.0);
        assert_eq!(cospi(2.5), 0.0);
        assert!(erfinv(1.5).is_nan() && erfcinv(-0.1).is_nan());
    }

    /// Within CUDA's documented bounds (erf 2 ulps, erfc and normcdf 5, erfcx 4, erfinv 5,
    /// erfcinv 6, normcdfinv 8, atanh 2, acosh 3) of the correctly rounded values, where the
    /// tails and the cancellations near 2 and -1 lost hundreds of ulps.
    #[test]
    fn special_functions_within_documented_ulps() {
        let ulps = |a: f64, b: f64| (a.to_bits() as i64 - b.to_bits() as i64).abs();
        for (name, value, exact, bound) in [
            ("erfc(1.96)", erfc(1.96), 0.005_573_724_535_172_133, 5),
            ("erfc(0.57)", erfc(0.57), 0.420_184_193_836_004, 5),
            ("erf(0.22)", erf(0.22), 0.244_295_911_599_128_7, 2),
            (
                "normcdf(-33.9)",
                normcdf(-33.9),
                3.330_830_288_536_21e-252,
                5,
            ),
            (
                "normcdf(-2.7)",
                normcdf(-2.7),
                0.003_466_973_803_040_666_4,
                5,
            ),
            ("erfcx(26.1)", erfcx(26.1), 0.021_600_627_726_346_206, 4),
            ("erfcx(-3.5)", erfcx(-3.5), 417_962.422_445_770_3, 4),
            ("atanh(-0.999)", atanh(-0.999), -3.800_201_167_250_199_4, 2),
            ("acosh(1.004)", acosh(1.004), 0.089_412_931_661_206_95, 3),
            (
                "erfcinv(0.9997)",
                erfcinv(0.9997),
                0.000_265_868_083_900_167_4,
                6,
            ),
            ("erfinv(0.7)", erfinv(0.7), 0.732_869_077_959_216_7, 5),
            (
                "normcdfinv(0.025)",
                normcdfinv(0.025),
                -1.959_963_984_540_054_3,
                8,
            ),
        ] {
            assert!(
                ulps(value, exact) <= bound,
                "{name} = {value:e}, not {exact:e}"
            );
        }
    }

    /// Away from the exact points the values are within an ulp of the correctly rounded ones
    /// (of the doubles nearest the decimals written), in every quarter turn and near the zeros,
    /// where π·x in one double was hundreds of ulps off.
    #[test]
    fn sin_and_cos_of_pi_x_within_an_ulp() {
        let ulps = |a: f64, b: f64| (a.to_bits() as i64 - b.to_bits() as i64).abs();
        for (value, exact) in [
            (sinpi(0.1), 0.309_016_994_374_947_45),
            (cospi(0.1), 0.951_056_516_295_153_5),
            (sinpi(0.4), 0.951_056_516_295_153_6),
            (sinpi(1.9), -0.309_016_994_374_947_7),
            (cospi(-0.6), -0.309_016_994_374_947_34),
            (cospi(0.7), -0.587_785_252_292_473),
            (sinpi(0.999), 0.003_141_587_485_879_566),
        ] {
            assert!(ulps(value, exact) <= 1, "{value} against {exact}");
        }
        assert_eq!(sinpi(-0.0).to_bits(), (-0.0f64).to_bits());
        assert_eq!(sinpi(-2.0).to_bits(), (-0.0f64).to_bits());
    }
}
