//! Prints the CUDA C the NVIDIA backend makes of a `.cu` file, without a GPU:
//! `cargo run --release -p ferrocuda-nvidia --example emit_cuda -- file.cu`.
//!
//! Template kernels appear only where the file instantiates them explicitly; the runtime
//! instantiates the others on first launch (`FERROCUDA_DUMP_CUDA=1` prints what it compiles).

use ferrocuda_frontend::compile::{compile_source_to_ir, DeviceOptions};
use ferrocuda_nvidia::emit::{emit_module, EmitOptions};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: emit_cuda file.cu");
        return ExitCode::FAILURE;
    };
    let src = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let include = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../include");
    let opts = DeviceOptions {
        system_dirs: vec![include.clone(), include.join("ferrocuda/device-std")],
        ..Default::default()
    };
    let emitted = compile_source_to_ir(&path, &src, &opts)
        .and_then(|ir| emit_module(&ir, &EmitOptions::default()));
    match emitted {
        Ok(m) => {
            print!("{}", m.source);
            for (kernel, e) in &m.failed {
                eprintln!("{kernel}: {e}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
