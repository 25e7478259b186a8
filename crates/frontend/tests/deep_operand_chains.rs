//! Operand chains the parser reads in a loop (`s()()()...`, `s.next().next()...`,
//! `p->q->q...`) nest when they are lowered: a chain too long for the front end's stack is a
//! located error, not a crash. Long chains of literal arithmetic compile.

mod common;

use ferrocuda_frontend::compile::{compile_source_to_ir, with_front_end_stack};

#[test]
fn chains_too_long_for_the_stack_are_located_errors() {
    for (base, step) in [("s", "()"), ("s", ".next()"), ("p", "->q")] {
        let source = format!(
            "struct S {{ __device__ S operator()() const; __device__ S next() const; S* q; }};\n\
             __global__ void k(S s, S* p) {{ {base}{}; }}\n",
            step.repeat(150_000)
        );
        let opts = common::toolkit_options();
        let errors =
            match with_front_end_stack(move || compile_source_to_ir("deep.cu", &source, &opts)) {
                Ok(_) => panic!("a chain of {step} compiled"),
                Err(e) => e.to_string(),
            };
        assert!(errors.contains("deep.cu:2:"), "{errors}");
        assert!(
            errors.contains("error: expression nests too deeply"),
            "{errors}"
        );
    }
}

/// A long arithmetic expression of literals alone (one of whose operations overflows) is
/// checked for overflow once, at its outermost operation, and compiles.
#[test]
fn long_sums_of_literals_compile() {
    let source = format!(
        "__global__ void k(int* o) {{ o[0] = 2147483647 + 1{}; }}\n",
        " + 1".repeat(3000)
    );
    let opts = common::toolkit_options();
    let module = with_front_end_stack(move || compile_source_to_ir("sum.cu", &source, &opts));
    assert!(
        module.is_ok(),
        "{}",
        module.err().map(|e| e.to_string()).unwrap_or_default()
    );
}
