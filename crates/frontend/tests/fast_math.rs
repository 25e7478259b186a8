//! `--use_fast_math`: single-precision math functions and divisions become the approximate
//! intrinsics nvcc compiles them to; double precision and the build without the flag keep the
//! accurate ones.

mod common;

use ferrocuda_frontend::compile::{compile_source_to_ir, with_front_end_stack, DeviceOptions};
use ferrocuda_ir::{BinOp, Inst};

const SOURCE: &str = r#"
#include <cmath>
__global__ void k(float x, double d, float *o, double *od)
{
    float s, c;
    sincosf(x, &s, &c);
    o[0] = logf(x) + sinf(x) + std::exp(x) + powf(x, 1.5f) + s * c;
    o[1] = x / 3.0f + sqrtf(x) + tanhf(x);
    od[0] = log(d) / 3.0;
}
"#;

/// The intrinsics the kernel calls and whether a float division is left.
fn lowered(fast_math: bool) -> (Vec<String>, bool) {
    let opts = DeviceOptions {
        fast_math,
        ..common::toolkit_options()
    };
    let module = with_front_end_stack(move || compile_source_to_ir("fast.cu", SOURCE, &opts))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut names = Vec::new();
    let mut float_division = false;
    for f in &module.functions {
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            match inst {
                Inst::Intrinsic { name, .. } => names.push(name.clone()),
                Inst::Binary {
                    op: BinOp::FDiv, ..
                } => float_division = true,
                _ => {}
            }
        }
    }
    (names, float_division)
}

#[test]
fn fast_math_calls_the_approximate_intrinsics() {
    let (fast, _) = lowered(true);
    for name in [
        "__logf",
        "__sinf",
        "__expf",
        "__powf",
        "__sincosf",
        "__fdividef",
        "__ferrocuda_sqrt_approx",
        "__ferrocuda_tanh_approx",
    ] {
        assert!(
            fast.iter().any(|n| n.starts_with(name)),
            "{name} in {fast:?}"
        );
    }
    assert!(fast.iter().any(|n| n.starts_with("log(")), "{fast:?}");
    let (accurate, division) = lowered(false);
    assert!(
        division && !accurate.iter().any(|n| n.starts_with("__")),
        "{accurate:?}"
    );
}
