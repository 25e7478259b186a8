//! Errors of driver calls, in the numbers the CUDA runtime reports.
//!
//! The driver's `CUresult` and the runtime's `cudaError_t` share their numbers wherever both
//! name the same condition (CUDA keeps them aligned on purpose), so the mapping is the identity
//! on the runtime's codes; a driver code the runtime has no counterpart for becomes
//! `cudaErrorUnknown` (999), as the runtime itself reports such codes.

use std::fmt;

/// The `cudaError_t` values a caller most often needs to name.
pub mod code {
    pub const SUCCESS: u32 = 0;
    pub const INVALID_VALUE: u32 = 1;
    pub const MEMORY_ALLOCATION: u32 = 2;
    pub const INITIALIZATION_ERROR: u32 = 3;
    pub const INVALID_DEVICE_FUNCTION: u32 = 98;
    pub const NO_DEVICE: u32 = 100;
    pub const INVALID_KERNEL_IMAGE: u32 = 200;
    pub const SYMBOL_NOT_FOUND: u32 = 500;
    pub const ILLEGAL_ADDRESS: u32 = 700;
    pub const LAUNCH_OUT_OF_RESOURCES: u32 = 701;
    pub const LAUNCH_TIMEOUT: u32 = 702;
    pub const ASSERT: u32 = 710;
    pub const ILLEGAL_INSTRUCTION: u32 = 715;
    pub const MISALIGNED_ADDRESS: u32 = 716;
    pub const LAUNCH_FAILURE: u32 = 719;
    pub const UNKNOWN: u32 = 999;
}

/// Every `cudaError_t` value CUDA 13's runtime defines (sorted, for a binary search).
const RUNTIME_CODES: &[u32] = &[
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 31,
    32, 34, 35, 36, 37, 43, 44, 45, 46, 49, 52, 53, 65, 66, 67, 68, 69, 98, 100, 101, 102, 103,
    127, 200, 201, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220,
    221, 222, 223, 224, 225, 226, 300, 301, 302, 303, 304, 400, 401, 402, 500, 600, 700, 701, 702,
    703, 704, 705, 708, 709, 710, 711, 712, 713, 714, 715, 716, 717, 718, 719, 720, 721, 800, 801,
    802, 803, 804, 805, 806, 807, 808, 809, 810, 811, 812, 900, 901, 902, 903, 904, 905, 906, 907,
    908, 909, 910, 911, 912, 913, 914, 915, 917, 999,
];

/// The runtime's error number for a driver result.
pub fn cuda_error_of(cu_result: u32) -> u32 {
    if RUNTIME_CODES.binary_search(&cu_result).is_ok() {
        cu_result
    } else {
        code::UNKNOWN
    }
}

/// A failed driver operation.
///
/// Invariant: `cuda` is a `cudaError_t` value (never 0); `driver` is the `CUresult` it came
/// from, when it came from the driver rather than from a check of ours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuError {
    pub cuda: u32,
    pub driver: Option<u32>,
    /// The driver's name for the result (`CUDA_ERROR_ILLEGAL_ADDRESS`), or a short label.
    pub name: String,
    /// What went wrong, in words: the driver's description and the call that failed.
    pub message: String,
}

impl GpuError {
    /// An error raised by this crate's own checks, with the runtime number it stands for.
    pub fn new(cuda: u32, name: &str, message: impl Into<String>) -> GpuError {
        GpuError {
            cuda,
            driver: None,
            name: name.to_string(),
            message: message.into(),
        }
    }

    /// An error a driver call returned.
    pub fn from_driver(result: u32, name: String, message: String) -> GpuError {
        GpuError {
            cuda: cuda_error_of(result),
            driver: Some(result),
            name,
            message,
        }
    }

    /// Whether the error leaves the context unusable (a kernel fault): every later call of the
    /// process fails the same way, as in CUDA.
    pub fn is_sticky(&self) -> bool {
        matches!(self.cuda, 700 | 702 | 710 | 714..=719 | 214 | 220)
    }
}

impl fmt::Display for GpuError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} ({}): {}", self.name, self.cuda, self.message)
    }
}

impl std::error::Error for GpuError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn driver_results_map_to_runtime_errors() {
        assert!(RUNTIME_CODES.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(cuda_error_of(700), code::ILLEGAL_ADDRESS);
        assert_eq!(cuda_error_of(719), code::LAUNCH_FAILURE);
        assert_eq!(cuda_error_of(710), code::ASSERT);
        assert_eq!(cuda_error_of(716), code::MISALIGNED_ADDRESS);
        assert_eq!(cuda_error_of(701), code::LAUNCH_OUT_OF_RESOURCES);
        assert_eq!(cuda_error_of(702), code::LAUNCH_TIMEOUT);
        assert_eq!(cuda_error_of(715), code::ILLEGAL_INSTRUCTION);
        assert_eq!(cuda_error_of(1), code::INVALID_VALUE);
        assert_eq!(cuda_error_of(2), code::MEMORY_ALLOCATION);
        assert_eq!(cuda_error_of(500), code::SYMBOL_NOT_FOUND);
        // CUDA_ERROR_CONTEXT_ALREADY_CURRENT has no runtime counterpart.
        assert_eq!(cuda_error_of(202), code::UNKNOWN);
        let e = GpuError::from_driver(700, "CUDA_ERROR_ILLEGAL_ADDRESS".into(), "x".into());
        assert!(e.is_sticky());
        assert_eq!(e.to_string(), "CUDA_ERROR_ILLEGAL_ADDRESS (700): x");
    }
}
