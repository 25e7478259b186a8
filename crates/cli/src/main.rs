//! The `ferrocuda` command: `run`, `nvcc`, `check`, `--cuda-path`, `--version`, `help`.
//!
//! Invoked under the name `nvcc` (the toolkit prefix's `bin/nvcc` links here), it is
//! `ferrocuda nvcc`. Every failure is one line on stderr (or the compilers' own diagnostics)
//! and exit status 1.

use ferrocuda_driver::toolkit::{self, Setup};
use ferrocuda_driver::{build, run, Error};
use std::process::ExitCode;

const USAGE: &str = "\
usage: ferrocuda <command> [arguments]

commands:
  run [--backend cpu|nvidia|auto] [nvcc options] prog.cu [--] [args...]
                  build prog.cu (cached) and run it with args
  nvcc [options] inputs...
                  compile and link like nvcc (also: invoke ferrocuda as `nvcc`)
  check [options] file.cu...
                  check the device code of the files and report errors
  --cuda-path     print the CUDA toolkit directory ferrocuda provides
  --version       print the version
  help            print this message
";

/// Compiling allocates and frees many small objects (tokens' spellings, syntax tree nodes),
/// from a thread of its own: an allocator with per-thread heaps of size classes spends a
/// tenth fewer instructions there than the C library's, and faults in fewer pages (measured
/// in BENCHMARKS.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let mut args = std::env::args_os().map(|a| a.to_string_lossy().into_owned());
    let argv0 = args.next().unwrap_or_default();
    let rest: Vec<String> = args.collect();
    let invoked_as = std::path::Path::new(&argv0)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let result = if invoked_as == "nvcc" {
        with_setup(|s| build::nvcc(&rest, s))
    } else if invoked_as == toolkit::DEVICE_QUERY {
        // (No newline: the toolkit's program prints none.)
        ferrocuda_driver::out!("{}", build::DEVICE_COMPUTE_CAPABILITY);
        Ok(())
    } else {
        dispatch(&rest)
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Error::Msg(m)) => {
            ferrocuda_driver::errln!("{m}");
            ExitCode::FAILURE
        }
        Err(Error::Reported) => ExitCode::FAILURE,
    }
}

fn with_setup(f: impl FnOnce(&Setup) -> Result<(), Error>) -> Result<(), Error> {
    let setup = Setup::from_env()?;
    f(&setup)
}

fn dispatch(args: &[String]) -> Result<(), Error> {
    let Some(cmd) = args.first() else {
        ferrocuda_driver::err!("{USAGE}");
        return Err(Error::Reported);
    };
    let rest = &args[1..];
    match cmd.as_str() {
        "run" => with_setup(|s| {
            let code = run::run(rest, s)?;
            // Only reached where the program could not replace this process.
            std::process::exit(code)
        }),
        "nvcc" => with_setup(|s| build::nvcc(rest, s)),
        "check" => with_setup(|s| build::check(rest, s)),
        "--cuda-path" => with_setup(|s| {
            let tk = toolkit::materialize(s)?;
            ferrocuda_driver::outln!("{}", tk.root.display());
            Ok(())
        }),
        "--version" | "-V" | "version" => {
            ferrocuda_driver::out!("{}", ferrocuda_driver::version_banner());
            Ok(())
        }
        "help" | "--help" | "-h" => {
            ferrocuda_driver::out!("{USAGE}");
            Ok(())
        }
        other => Err(Error::msg(format!(
            "ferrocuda: unknown command '{other}' (try `ferrocuda help`)"
        ))),
    }
}
