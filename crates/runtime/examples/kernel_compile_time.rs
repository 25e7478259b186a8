//! How long the CPU backend takes to compile each kernel of the benchmark programs to machine
//! code (Cranelift, from the IR; front end excluded), the cost a program pays on a kernel's
//! first launch: `cargo run --release -p ferrocuda-runtime --example kernel_compile_time`.

use ferrocuda_cpu::{Arena, Module};
use ferrocuda_frontend::compile::{compile_source_to_ir, DeviceOptions};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// Fresh compilations timed per kernel; the median is reported.
const RUNS: usize = 5;

fn main() -> Result<(), String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let include = root.join("include");
    let opts = DeviceOptions {
        system_dirs: vec![include.clone(), include.join("ferrocuda/device-std")],
        include_dirs: vec![root.join("bench/cuda")],
        ..Default::default()
    };
    let arena = Arc::new(Arena::with_capacity(1 << 30)?);
    let mut dir: Vec<_> = std::fs::read_dir(root.join("bench/cuda"))
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    dir.sort();
    println!("| program | kernel | compile time (median of {RUNS}) |");
    println!("|---|---|---:|");
    for path in dir {
        let src = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let ir = compile_source_to_ir(&name, &src, &opts)?;
        let kernels: Vec<String> = ir
            .functions
            .iter()
            .filter(|f| f.kind == ferrocuda_ir::FunctionKind::Kernel)
            .map(|f| f.name.clone())
            .collect();
        for k in kernels {
            let mut times = Vec::with_capacity(RUNS);
            for _ in 0..RUNS {
                let module = Module::load(ir.clone(), arena.clone())?;
                let start = Instant::now();
                module.compiled(&k)?;
                times.push(start.elapsed());
            }
            times.sort();
            let ms = times[RUNS / 2].as_secs_f64() * 1e3;
            println!("| {name} | {k} | {ms:.2} ms |");
        }
    }
    Ok(())
}
