//! The printer's round trip: the CUDA C emitted for a program parses again, through ferrocuda's
//! own front end, to the same typed program — the same kernels with the same parameters and
//! launch bounds, the same module variables in the same memory spaces and sizes — and that
//! program emits without failures.

mod common;

use common::*;
use ferrocuda_ir::{ParamKind, Type};
use ferrocuda_nvidia::emit::{emit_module, EmitOptions, EmittedModule};

/// How the second module differs from the first, whose C names it must use as its own names.
fn differences(first: &EmittedModule, second: &EmittedModule) -> Vec<String> {
    let mut out = Vec::new();
    for k in &first.kernels {
        // The cooperative flag is a parameter of the emitted C like the others.
        let mut params = k.params.clone();
        if k.takes_cooperative_flag {
            params.push(ParamKind::Scalar(Type::I32));
        }
        match second.kernels.iter().find(|k2| k2.name == k.c_name) {
            None => out.push(format!("kernel {} ({}) is missing", k.name, k.c_name)),
            Some(k2) if k2.params != params => out.push(format!(
                "kernel {}: parameters {:?} became {:?}",
                k.name, k.params, k2.params
            )),
            Some(k2) if k2.max_threads_per_block != k.max_threads_per_block => out.push(format!(
                "kernel {}: launch bound {:?} became {:?}",
                k.name, k.max_threads_per_block, k2.max_threads_per_block
            )),
            Some(_) => {}
        }
    }
    for g in &first.globals {
        match second.globals.iter().find(|g2| g2.name == g.c_name) {
            None => out.push(format!("variable {} ({}) is missing", g.name, g.c_name)),
            Some(g2) if (g2.space, g2.size) != (g.space, g.size) => out.push(format!(
                "variable {}: {:?} of {} bytes became {:?} of {}",
                g.name, g.space, g.size, g2.space, g2.size
            )),
            Some(_) => {}
        }
    }
    out.extend(
        second
            .failed
            .iter()
            .map(|(k, e)| format!("re-emitting kernel {k}: {e}")),
    );
    out
}

#[test]
fn corpus_programs_survive_the_round_trip() {
    let mut failures = Vec::new();
    for (name, ir) in corpus_programs() {
        let Ok(first) = ir.and_then(|ir| emit_module(&ir, &EmitOptions::default())) else {
            // The emitter's own tests report programs that do not emit.
            continue;
        };
        let opts = corpus_options(&repo_root().join("tests/corpus").join(&name));
        let reparsed =
            compile_on_front_end_stack(format!("{name}.emitted.cu"), first.source.clone(), opts)
                .and_then(|ir| emit_module(&ir, &EmitOptions::default()));
        match reparsed {
            Err(e) => {
                let first_lines: String = e.lines().take(4).collect::<Vec<_>>().join("\n");
                failures.push(format!(
                    "{name}: the emitted C does not parse again:\n{first_lines}"
                ));
            }
            Ok(second) => failures.extend(
                differences(&first, &second)
                    .into_iter()
                    .map(|d| format!("{name}: {d}")),
            ),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
