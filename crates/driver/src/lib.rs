//! The ferrocuda driver: an nvcc-compatible command line over ferrocuda's device compiler and the
//! system C++ compiler.
//!
//! A `.cu` file is split the way nvcc splits it: the device side goes to
//! [`ferrocuda_frontend::compile::compile_device`], whose image is embedded into the host object;
//! the host side is preprocessed by the system compiler, rewritten by [`host_pass`] (kernel bodies
//! become launch stubs, `<<<...>>>` becomes calls into the runtime) and compiled by it too. The
//! program links against the `libcudart.so` of the toolkit prefix that [`toolkit`] materializes.
//!
//! Modules: [`cmdline`] parses nvcc's options, [`build`] compiles and links, [`run`] builds into
//! a cache and executes, [`toolkit`] lays out the CUDA-shaped prefix. Nothing here panics on bad
//! input: every failure is an [`Error`].

pub mod build;
pub mod cmdline;
mod compiler;
pub mod hash;
pub mod host_pass;
mod host_pch;
mod object_symbols;
pub mod run;
mod tempdir;
pub mod toolkit;

use std::fmt;

/// The ferrocuda version, as every banner and cache key spells it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The CUDA toolkit release whose command line and headers ferrocuda follows; build systems
/// parse it out of `nvcc --version`.
pub const CUDA_RELEASE: &str = "13.0";

/// Why a command stopped. Every variant means exit status 1.
#[derive(Debug)]
pub enum Error {
    /// A message to print on stderr as one line (it carries its own `ferrocuda...:` prefix).
    Msg(String),
    /// The diagnostics were already shown (the host compiler's output, the device pass's
    /// diagnostics): print nothing more.
    Reported,
}

impl Error {
    pub fn msg(s: impl Into<String>) -> Self {
        Error::Msg(s.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Msg(m) => f.write_str(m),
            Error::Reported => f.write_str("errors were reported"),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// `print!` that ignores a closed standard output (`ferrocuda --version | head -0`) instead of
/// panicking, as `print!` does.
#[macro_export]
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}

/// `println!` that ignores a closed standard output.
#[macro_export]
macro_rules! outln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

/// `eprint!` that ignores a closed standard error.
#[macro_export]
macro_rules! err {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($t)*);
    }};
}

/// `eprintln!` that ignores a closed standard error.
#[macro_export]
macro_rules! errln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

/// The version banner of `ferrocuda --version` and `nvcc --version`. Its lines have the shapes
/// build systems look for: CMake takes a compiler whose first line reads `nvcc: ... Cuda
/// compiler driver` for nvcc, and the `release X.Y, VX.Y` line for its version.
pub fn version_banner() -> String {
    format!(
        "nvcc: ferrocuda {VERSION} Cuda compiler driver\n\
         Cuda compilation tools, release {CUDA_RELEASE}, V{CUDA_RELEASE}.0 (ferrocuda {VERSION})\n"
    )
}
