//! Errors: CUDA's, as the runtime reports them, and those this crate finds before calling it.

use ferrocuda_runtime::abi::CudaError;
use std::fmt;

/// Everything that can go wrong. No function of this crate panics on bad input; it returns one
/// of these instead.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// An error of CUDA's runtime, with CUDA's code. A kernel fault
    /// (`cudaErrorIllegalAddress`, `cudaErrorAssert`, `cudaErrorLaunchFailure`) is *sticky*,
    /// as on a GPU: once a synchronising call has reported it, every later call in the process
    /// returns it too.
    Cuda(CudaError),
    /// CUDA C source that does not compile: every diagnostic, rendered as
    /// `file:line:col: error: message` lines.
    Compile(String),
    /// Arguments this crate rejected before calling the runtime (a launch whose arguments do
    /// not match the kernel's parameters, copies between buffers of different lengths); the
    /// text names the culprit.
    InvalidArgument(String),
    /// A kernel that the module does not define; the text lists the ones it does.
    NotFound(String),
}

/// The result of every fallible call of this crate.
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// CUDA's error code for this error: the wrapped one, or what the CUDA runtime API would
    /// have returned for the same mistake (`cudaErrorInvalidValue` for a bad argument,
    /// `cudaErrorInvalidPtx` for source NVRTC would reject, `cudaErrorSymbolNotFound` for an
    /// unknown kernel).
    pub fn code(&self) -> CudaError {
        match self {
            Error::Cuda(e) => *e,
            Error::Compile(_) => CudaError::InvalidPtx,
            Error::InvalidArgument(_) => CudaError::InvalidValue,
            Error::NotFound(_) => CudaError::SymbolNotFound,
        }
    }
}

impl From<CudaError> for Error {
    fn from(e: CudaError) -> Error {
        Error::Cuda(e)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // The same words `cudaGetErrorName` and `cudaGetErrorString` give a C program.
            Error::Cuda(e) => write!(f, "{}: {}", e.name(), e.description()),
            Error::Compile(diags) => {
                write!(f, "CUDA C compilation failed:\n{}", diags.trim_end())
            }
            Error::InvalidArgument(msg) => write!(f, "invalid argument: {msg}"),
            Error::NotFound(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Cuda(e) => Some(e),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuda_errors_print_their_name_and_description() {
        assert_eq!(
            Error::Cuda(CudaError::IllegalAddress).to_string(),
            "cudaErrorIllegalAddress: an illegal memory access was encountered"
        );
        assert_eq!(Error::from(CudaError::NotReady).code(), CudaError::NotReady);
        assert_eq!(
            Error::InvalidArgument("x".into()).code(),
            CudaError::InvalidValue
        );
    }
}
