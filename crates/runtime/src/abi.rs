//! The C ABI of ferrocuda's CUDA headers (`include/driver_types.h`, `texture_types.h`,
//! `surface_types.h`, `vector_types.h`, `cuda_runtime_api.h`), mirrored for the runtime.
//!
//! Every structure is `#[repr(C)]` with the header's field order, and every enumeration is a
//! transparent `i32` newtype rather than a Rust enum: values arrive from C code, so a value the
//! runtime does not know must still be representable (and answered with an error code) instead
//! of being undefined behaviour. `tests/abi_layout.rs` compiles the headers with the system C++
//! compiler and checks every size, offset and constant here against them.

#![allow(clippy::unreadable_literal)]

use std::ffi::{c_char, c_long, c_void};
use std::fmt;

/// `CUDART_VERSION` and `CUDA_VERSION`: the toolkit release the headers describe (13.0).
pub const CUDART_VERSION: i32 = 13000;
pub const CUDA_VERSION: i32 = 13000;
pub const CUDACC_VER_MAJOR: i32 = 13;
pub const CUDACC_VER_MINOR: i32 = 0;

/// Defines a C enumeration as a transparent `i32` newtype with one associated constant per
/// enumerator, plus `ALL` (every enumerator with its C spelling, in header order) and `name`.
macro_rules! c_enum {
    (
        $(#[$meta:meta])*
        pub struct $name:ident;
        $( $variant:ident = $value:expr => $cname:literal, )*
    ) => {
        $(#[$meta])*
        #[repr(transparent)]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub struct $name(pub i32);

        impl $name {
            $( pub const $variant: Self = Self($value); )*

            /// Every enumerator with its C name, in header order.
            pub const ALL: &'static [(Self, &'static str)] = &[ $( (Self::$variant, $cname), )* ];

            /// The C name of this value; where enumerators share a value, the first one declared.
            pub fn name(self) -> Option<&'static str> {
                Self::ALL.iter().find(|(v, _)| *v == self).map(|(_, n)| *n)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self.name() {
                    Some(n) => f.write_str(n),
                    None => write!(f, "{}({})", stringify!($name), self.0),
                }
            }
        }
    };
}

/// Defines `#define` constants of the headers, plus `ALL` (C name and value of each) so that
/// the layout test can compare them.
macro_rules! c_consts {
    ( $( $(#[$meta:meta])* $name:ident: $ty:ty = $value:expr => $cname:literal; )* ) => {
        $( $(#[$meta])* pub const $name: $ty = $value; )*

        /// Every constant with its C name, widened to `i64`.
        pub const ALL: &[(&str, i64)] = &[ $( ($cname, $name as i64), )* ];
    };
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// `cudaError_t`. The associated constants carry CUDA's names without the `cudaError` prefix.
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CudaError(pub i32);

/// Returned by `name` and `description` for values outside the enumeration, as CUDA does.
const UNRECOGNIZED: &str = "unrecognized error code";

macro_rules! cuda_errors {
    ( $( $variant:ident / $camel:ident = $value:expr => $cname:literal, $desc:literal; )* ) => {
        impl CudaError {
            $( pub const $variant: Self = Self($value); )*
        }

        /// The same constants spelled as in CUDA without the `cudaError` prefix
        /// (`CudaError::InvalidValue`), which keeps runtime code close to the C API it implements.
        #[allow(non_upper_case_globals)]
        impl CudaError {
            $( pub const $camel: Self = Self($value); )*
        }

        impl CudaError {

            /// Every error with its C name and `cudaGetErrorString` text, in header order.
            pub const ALL: &'static [(Self, &'static str, &'static str)] =
                &[ $( (Self::$variant, $cname, $desc), )* ];
        }
    };
}

impl CudaError {
    /// What `cudaGetErrorName` returns: the enumerator's C name.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|e| e.0 == self)
            .map_or(UNRECOGNIZED, |e| e.1)
    }

    /// What `cudaGetErrorString` returns.
    pub fn description(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|e| e.0 == self)
            .map_or(UNRECOGNIZED, |e| e.2)
    }

    pub fn is_success(self) -> bool {
        self == Self::SUCCESS
    }
}

impl fmt::Debug for CudaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({})", self.name(), self.0)
    }
}

impl fmt::Display for CudaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.description())
    }
}

impl std::error::Error for CudaError {}

// The texts of the codes added after CUDA 12.0 (225, 226, 402, 721, 811, 812, 913-917) could not
// be checked against the CUDA 13 library; they paraphrase the documented meaning instead.
cuda_errors! {
    SUCCESS / Success = 0 => "cudaSuccess", "no error";
    INVALID_VALUE / InvalidValue = 1 => "cudaErrorInvalidValue", "invalid argument";
    MEMORY_ALLOCATION / MemoryAllocation = 2 => "cudaErrorMemoryAllocation", "out of memory";
    INITIALIZATION_ERROR / InitializationError = 3 => "cudaErrorInitializationError", "initialization error";
    CUDART_UNLOADING / CudartUnloading = 4 => "cudaErrorCudartUnloading", "driver shutting down";
    PROFILER_DISABLED / ProfilerDisabled = 5 => "cudaErrorProfilerDisabled", "profiler disabled while using external profiling tool";
    PROFILER_NOT_INITIALIZED / ProfilerNotInitialized = 6 => "cudaErrorProfilerNotInitialized", "profiler not initialized: call cudaProfilerInitialize()";
    PROFILER_ALREADY_STARTED / ProfilerAlreadyStarted = 7 => "cudaErrorProfilerAlreadyStarted", "profiler already started";
    PROFILER_ALREADY_STOPPED / ProfilerAlreadyStopped = 8 => "cudaErrorProfilerAlreadyStopped", "profiler already stopped";
    INVALID_CONFIGURATION / InvalidConfiguration = 9 => "cudaErrorInvalidConfiguration", "invalid configuration argument";
    INVALID_PITCH_VALUE / InvalidPitchValue = 12 => "cudaErrorInvalidPitchValue", "invalid pitch argument";
    INVALID_SYMBOL / InvalidSymbol = 13 => "cudaErrorInvalidSymbol", "invalid device symbol";
    INVALID_HOST_POINTER / InvalidHostPointer = 16 => "cudaErrorInvalidHostPointer", "invalid host pointer";
    INVALID_DEVICE_POINTER / InvalidDevicePointer = 17 => "cudaErrorInvalidDevicePointer", "invalid device pointer";
    INVALID_TEXTURE / InvalidTexture = 18 => "cudaErrorInvalidTexture", "invalid texture reference";
    INVALID_TEXTURE_BINDING / InvalidTextureBinding = 19 => "cudaErrorInvalidTextureBinding", "texture is not bound to a pointer";
    INVALID_CHANNEL_DESCRIPTOR / InvalidChannelDescriptor = 20 => "cudaErrorInvalidChannelDescriptor", "invalid channel descriptor";
    INVALID_MEMCPY_DIRECTION / InvalidMemcpyDirection = 21 => "cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy";
    ADDRESS_OF_CONSTANT / AddressOfConstant = 22 => "cudaErrorAddressOfConstant", "invalid address of constant";
    TEXTURE_FETCH_FAILED / TextureFetchFailed = 23 => "cudaErrorTextureFetchFailed", "fetch from texture failed";
    TEXTURE_NOT_BOUND / TextureNotBound = 24 => "cudaErrorTextureNotBound", "cannot fetch from a texture that is not bound";
    SYNCHRONIZATION_ERROR / SynchronizationError = 25 => "cudaErrorSynchronizationError", "incorrect use of __syncthreads()";
    INVALID_FILTER_SETTING / InvalidFilterSetting = 26 => "cudaErrorInvalidFilterSetting", "linear filtering not supported for non-float type";
    INVALID_NORM_SETTING / InvalidNormSetting = 27 => "cudaErrorInvalidNormSetting", "read as normalized float not supported for data type";
    MIXED_DEVICE_EXECUTION / MixedDeviceExecution = 28 => "cudaErrorMixedDeviceExecution", "device emulation mode and device execution mode cannot be mixed";
    NOT_YET_IMPLEMENTED / NotYetImplemented = 31 => "cudaErrorNotYetImplemented", "feature not yet implemented";
    MEMORY_VALUE_TOO_LARGE / MemoryValueTooLarge = 32 => "cudaErrorMemoryValueTooLarge", "memory size or pointer value too large to fit in 32 bit";
    STUB_LIBRARY / StubLibrary = 34 => "cudaErrorStubLibrary", "CUDA driver is a stub library";
    INSUFFICIENT_DRIVER / InsufficientDriver = 35 => "cudaErrorInsufficientDriver", "CUDA driver version is insufficient for CUDA runtime version";
    CALL_REQUIRES_NEWER_DRIVER / CallRequiresNewerDriver = 36 => "cudaErrorCallRequiresNewerDriver", "API call is not supported in the installed CUDA driver";
    INVALID_SURFACE / InvalidSurface = 37 => "cudaErrorInvalidSurface", "invalid surface reference";
    DUPLICATE_VARIABLE_NAME / DuplicateVariableName = 43 => "cudaErrorDuplicateVariableName", "duplicate global variable looked up by string name";
    DUPLICATE_TEXTURE_NAME / DuplicateTextureName = 44 => "cudaErrorDuplicateTextureName", "duplicate texture looked up by string name";
    DUPLICATE_SURFACE_NAME / DuplicateSurfaceName = 45 => "cudaErrorDuplicateSurfaceName", "duplicate surface looked up by string name";
    DEVICES_UNAVAILABLE / DevicesUnavailable = 46 => "cudaErrorDevicesUnavailable", "CUDA-capable device(s) is/are busy or unavailable";
    INCOMPATIBLE_DRIVER_CONTEXT / IncompatibleDriverContext = 49 => "cudaErrorIncompatibleDriverContext", "incompatible driver context";
    MISSING_CONFIGURATION / MissingConfiguration = 52 => "cudaErrorMissingConfiguration", "__global__ function call is not configured";
    PRIOR_LAUNCH_FAILURE / PriorLaunchFailure = 53 => "cudaErrorPriorLaunchFailure", "unspecified launch failure in prior launch";
    LAUNCH_MAX_DEPTH_EXCEEDED / LaunchMaxDepthExceeded = 65 => "cudaErrorLaunchMaxDepthExceeded", "launch would exceed maximum depth of nested launches";
    LAUNCH_FILE_SCOPED_TEX / LaunchFileScopedTex = 66 => "cudaErrorLaunchFileScopedTex", "launch failed because kernel uses unsupported, file-scoped textures (texture objects are supported)";
    LAUNCH_FILE_SCOPED_SURF / LaunchFileScopedSurf = 67 => "cudaErrorLaunchFileScopedSurf", "launch failed because kernel uses unsupported, file-scoped surfaces (surface objects are supported)";
    SYNC_DEPTH_EXCEEDED / SyncDepthExceeded = 68 => "cudaErrorSyncDepthExceeded", "cudaDeviceSynchronize failed because caller's grid depth exceeds cudaLimitDevRuntimeSyncDepth";
    LAUNCH_PENDING_COUNT_EXCEEDED / LaunchPendingCountExceeded = 69 => "cudaErrorLaunchPendingCountExceeded", "launch failed because launch would exceed cudaLimitDevRuntimePendingLaunchCount";
    INVALID_DEVICE_FUNCTION / InvalidDeviceFunction = 98 => "cudaErrorInvalidDeviceFunction", "invalid device function";
    NO_DEVICE / NoDevice = 100 => "cudaErrorNoDevice", "no CUDA-capable device is detected";
    INVALID_DEVICE / InvalidDevice = 101 => "cudaErrorInvalidDevice", "invalid device ordinal";
    DEVICE_NOT_LICENSED / DeviceNotLicensed = 102 => "cudaErrorDeviceNotLicensed", "device doesn't have valid Grid license";
    SOFTWARE_VALIDITY_NOT_ESTABLISHED / SoftwareValidityNotEstablished = 103 => "cudaErrorSoftwareValidityNotEstablished", "integrity checks failed";
    STARTUP_FAILURE / StartupFailure = 127 => "cudaErrorStartupFailure", "startup failure in cuda runtime";
    INVALID_KERNEL_IMAGE / InvalidKernelImage = 200 => "cudaErrorInvalidKernelImage", "device kernel image is invalid";
    DEVICE_UNINITIALIZED / DeviceUninitialized = 201 => "cudaErrorDeviceUninitialized", "invalid device context";
    MAP_BUFFER_OBJECT_FAILED / MapBufferObjectFailed = 205 => "cudaErrorMapBufferObjectFailed", "mapping of buffer object failed";
    UNMAP_BUFFER_OBJECT_FAILED / UnmapBufferObjectFailed = 206 => "cudaErrorUnmapBufferObjectFailed", "unmapping of buffer object failed";
    ARRAY_IS_MAPPED / ArrayIsMapped = 207 => "cudaErrorArrayIsMapped", "array is mapped";
    ALREADY_MAPPED / AlreadyMapped = 208 => "cudaErrorAlreadyMapped", "resource already mapped";
    NO_KERNEL_IMAGE_FOR_DEVICE / NoKernelImageForDevice = 209 => "cudaErrorNoKernelImageForDevice", "no kernel image is available for execution on the device";
    ALREADY_ACQUIRED / AlreadyAcquired = 210 => "cudaErrorAlreadyAcquired", "resource already acquired";
    NOT_MAPPED / NotMapped = 211 => "cudaErrorNotMapped", "resource not mapped";
    NOT_MAPPED_AS_ARRAY / NotMappedAsArray = 212 => "cudaErrorNotMappedAsArray", "resource not mapped as array";
    NOT_MAPPED_AS_POINTER / NotMappedAsPointer = 213 => "cudaErrorNotMappedAsPointer", "resource not mapped as pointer";
    ECC_UNCORRECTABLE / ECCUncorrectable = 214 => "cudaErrorECCUncorrectable", "uncorrectable ECC error encountered";
    UNSUPPORTED_LIMIT / UnsupportedLimit = 215 => "cudaErrorUnsupportedLimit", "limit is not supported on this architecture";
    DEVICE_ALREADY_IN_USE / DeviceAlreadyInUse = 216 => "cudaErrorDeviceAlreadyInUse", "exclusive-thread device already in use by a different thread";
    PEER_ACCESS_UNSUPPORTED / PeerAccessUnsupported = 217 => "cudaErrorPeerAccessUnsupported", "peer access is not supported between these two devices";
    INVALID_PTX / InvalidPtx = 218 => "cudaErrorInvalidPtx", "a PTX JIT compilation failed";
    INVALID_GRAPHICS_CONTEXT / InvalidGraphicsContext = 219 => "cudaErrorInvalidGraphicsContext", "invalid OpenGL or DirectX context";
    NVLINK_UNCORRECTABLE / NvlinkUncorrectable = 220 => "cudaErrorNvlinkUncorrectable", "uncorrectable NVLink error detected during the execution";
    JIT_COMPILER_NOT_FOUND / JitCompilerNotFound = 221 => "cudaErrorJitCompilerNotFound", "PTX JIT compiler library not found";
    UNSUPPORTED_PTX_VERSION / UnsupportedPtxVersion = 222 => "cudaErrorUnsupportedPtxVersion", "the provided PTX was compiled with an unsupported toolchain.";
    JIT_COMPILATION_DISABLED / JitCompilationDisabled = 223 => "cudaErrorJitCompilationDisabled", "PTX JIT compilation was disabled";
    UNSUPPORTED_EXEC_AFFINITY / UnsupportedExecAffinity = 224 => "cudaErrorUnsupportedExecAffinity", "the provided execution affinity is not supported";
    UNSUPPORTED_DEV_SIDE_SYNC / UnsupportedDevSideSync = 225 => "cudaErrorUnsupportedDevSideSync", "the provided PTX contains unsupported call to cudaDeviceSynchronize";
    CONTAINED / Contained = 226 => "cudaErrorContained", "Invalid access of peer GPU memory over nvlink or a hardware error";
    INVALID_SOURCE / InvalidSource = 300 => "cudaErrorInvalidSource", "device kernel image is invalid";
    FILE_NOT_FOUND / FileNotFound = 301 => "cudaErrorFileNotFound", "file not found";
    SHARED_OBJECT_SYMBOL_NOT_FOUND / SharedObjectSymbolNotFound = 302 => "cudaErrorSharedObjectSymbolNotFound", "shared object symbol not found";
    SHARED_OBJECT_INIT_FAILED / SharedObjectInitFailed = 303 => "cudaErrorSharedObjectInitFailed", "shared object initialization failed";
    OPERATING_SYSTEM / OperatingSystem = 304 => "cudaErrorOperatingSystem", "OS call failed or operation not supported on this OS";
    INVALID_RESOURCE_HANDLE / InvalidResourceHandle = 400 => "cudaErrorInvalidResourceHandle", "invalid resource handle";
    ILLEGAL_STATE / IllegalState = 401 => "cudaErrorIllegalState", "the operation cannot be performed in the present state";
    LOSSY_QUERY / LossyQuery = 402 => "cudaErrorLossyQuery", "attempted introspection would be semantically lossy";
    SYMBOL_NOT_FOUND / SymbolNotFound = 500 => "cudaErrorSymbolNotFound", "named symbol not found";
    NOT_READY / NotReady = 600 => "cudaErrorNotReady", "device not ready";
    ILLEGAL_ADDRESS / IllegalAddress = 700 => "cudaErrorIllegalAddress", "an illegal memory access was encountered";
    LAUNCH_OUT_OF_RESOURCES / LaunchOutOfResources = 701 => "cudaErrorLaunchOutOfResources", "too many resources requested for launch";
    LAUNCH_TIMEOUT / LaunchTimeout = 702 => "cudaErrorLaunchTimeout", "the launch timed out and was terminated";
    LAUNCH_INCOMPATIBLE_TEXTURING / LaunchIncompatibleTexturing = 703 => "cudaErrorLaunchIncompatibleTexturing", "launch uses incompatible texturing mode";
    PEER_ACCESS_ALREADY_ENABLED / PeerAccessAlreadyEnabled = 704 => "cudaErrorPeerAccessAlreadyEnabled", "peer access is already enabled";
    PEER_ACCESS_NOT_ENABLED / PeerAccessNotEnabled = 705 => "cudaErrorPeerAccessNotEnabled", "peer access has not been enabled";
    SET_ON_ACTIVE_PROCESS / SetOnActiveProcess = 708 => "cudaErrorSetOnActiveProcess", "cannot set while device is active in this process";
    CONTEXT_IS_DESTROYED / ContextIsDestroyed = 709 => "cudaErrorContextIsDestroyed", "context is destroyed";
    ASSERT / Assert = 710 => "cudaErrorAssert", "device-side assert triggered";
    TOO_MANY_PEERS / TooManyPeers = 711 => "cudaErrorTooManyPeers", "peer mapping resources exhausted";
    HOST_MEMORY_ALREADY_REGISTERED / HostMemoryAlreadyRegistered = 712 => "cudaErrorHostMemoryAlreadyRegistered", "part or all of the requested memory range is already mapped";
    HOST_MEMORY_NOT_REGISTERED / HostMemoryNotRegistered = 713 => "cudaErrorHostMemoryNotRegistered", "pointer does not correspond to a registered memory region";
    HARDWARE_STACK_ERROR / HardwareStackError = 714 => "cudaErrorHardwareStackError", "hardware stack error";
    ILLEGAL_INSTRUCTION / IllegalInstruction = 715 => "cudaErrorIllegalInstruction", "an illegal instruction was encountered";
    MISALIGNED_ADDRESS / MisalignedAddress = 716 => "cudaErrorMisalignedAddress", "misaligned address";
    INVALID_ADDRESS_SPACE / InvalidAddressSpace = 717 => "cudaErrorInvalidAddressSpace", "operation not supported on global/shared address space";
    INVALID_PC / InvalidPc = 718 => "cudaErrorInvalidPc", "invalid program counter";
    LAUNCH_FAILURE / LaunchFailure = 719 => "cudaErrorLaunchFailure", "unspecified launch failure";
    COOPERATIVE_LAUNCH_TOO_LARGE / CooperativeLaunchTooLarge = 720 => "cudaErrorCooperativeLaunchTooLarge", "too many blocks in cooperative launch";
    TENSOR_MEMORY_LEAK / TensorMemoryLeak = 721 => "cudaErrorTensorMemoryLeak", "tensor memory not completely freed";
    NOT_PERMITTED / NotPermitted = 800 => "cudaErrorNotPermitted", "operation not permitted";
    NOT_SUPPORTED / NotSupported = 801 => "cudaErrorNotSupported", "operation not supported";
    SYSTEM_NOT_READY / SystemNotReady = 802 => "cudaErrorSystemNotReady", "system not yet initialized";
    SYSTEM_DRIVER_MISMATCH / SystemDriverMismatch = 803 => "cudaErrorSystemDriverMismatch", "system has unsupported display driver / cuda driver combination";
    COMPAT_NOT_SUPPORTED_ON_DEVICE / CompatNotSupportedOnDevice = 804 => "cudaErrorCompatNotSupportedOnDevice", "forward compatibility was attempted on non supported HW";
    MPS_CONNECTION_FAILED / MpsConnectionFailed = 805 => "cudaErrorMpsConnectionFailed", "MPS client failed to connect to the MPS control daemon or the MPS server";
    MPS_RPC_FAILURE / MpsRpcFailure = 806 => "cudaErrorMpsRpcFailure", "the remote procedural call between the MPS server and the MPS client failed";
    MPS_SERVER_NOT_READY / MpsServerNotReady = 807 => "cudaErrorMpsServerNotReady", "MPS server is not ready to accept new MPS client requests";
    MPS_MAX_CLIENTS_REACHED / MpsMaxClientsReached = 808 => "cudaErrorMpsMaxClientsReached", "the hardware resources required to create MPS client have been exhausted";
    MPS_MAX_CONNECTIONS_REACHED / MpsMaxConnectionsReached = 809 => "cudaErrorMpsMaxConnectionsReached", "the hardware resources required to support device connections have been exhausted";
    MPS_CLIENT_TERMINATED / MpsClientTerminated = 810 => "cudaErrorMpsClientTerminated", "the MPS client has been terminated by the server";
    CDP_NOT_SUPPORTED / CdpNotSupported = 811 => "cudaErrorCdpNotSupported", "is using CUDA Dynamic Parallelism, but the current configuration, like MPS, does not support it";
    CDP_VERSION_MISMATCH / CdpVersionMismatch = 812 => "cudaErrorCdpVersionMismatch", "unsupported interaction between different versions of CUDA Dynamic Parallelism";
    STREAM_CAPTURE_UNSUPPORTED / StreamCaptureUnsupported = 900 => "cudaErrorStreamCaptureUnsupported", "operation not permitted when stream is capturing";
    STREAM_CAPTURE_INVALIDATED / StreamCaptureInvalidated = 901 => "cudaErrorStreamCaptureInvalidated", "operation failed due to a previous error during capture";
    STREAM_CAPTURE_MERGE / StreamCaptureMerge = 902 => "cudaErrorStreamCaptureMerge", "operation would result in a merge of separate capture sequences";
    STREAM_CAPTURE_UNMATCHED / StreamCaptureUnmatched = 903 => "cudaErrorStreamCaptureUnmatched", "capture was not ended in the same stream as it began";
    STREAM_CAPTURE_UNJOINED / StreamCaptureUnjoined = 904 => "cudaErrorStreamCaptureUnjoined", "capturing stream has unjoined work";
    STREAM_CAPTURE_ISOLATION / StreamCaptureIsolation = 905 => "cudaErrorStreamCaptureIsolation", "dependency created on uncaptured work in another stream";
    STREAM_CAPTURE_IMPLICIT / StreamCaptureImplicit = 906 => "cudaErrorStreamCaptureImplicit", "operation would make the legacy stream depend on a capturing blocking stream";
    CAPTURED_EVENT / CapturedEvent = 907 => "cudaErrorCapturedEvent", "operation not permitted on an event last recorded in a capturing stream";
    STREAM_CAPTURE_WRONG_THREAD / StreamCaptureWrongThread = 908 => "cudaErrorStreamCaptureWrongThread", "attempt to terminate a thread-local capture sequence from another thread";
    TIMEOUT / Timeout = 909 => "cudaErrorTimeout", "wait operation timed out";
    GRAPH_EXEC_UPDATE_FAILURE / GraphExecUpdateFailure = 910 => "cudaErrorGraphExecUpdateFailure", "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update";
    EXTERNAL_DEVICE / ExternalDevice = 911 => "cudaErrorExternalDevice", "an async error has occured in external entity outside of CUDA";
    INVALID_CLUSTER_SIZE / InvalidClusterSize = 912 => "cudaErrorInvalidClusterSize", "a kernel launch error has occurred due to cluster misconfiguration";
    FUNCTION_NOT_LOADED / FunctionNotLoaded = 913 => "cudaErrorFunctionNotLoaded", "the function handle is not loaded when calling an API that requires a loaded function";
    INVALID_RESOURCE_TYPE / InvalidResourceType = 914 => "cudaErrorInvalidResourceType", "one or more resources passed in are not valid resource types for the operation";
    INVALID_RESOURCE_CONFIGURATION / InvalidResourceConfiguration = 915 => "cudaErrorInvalidResourceConfiguration", "one or more resources are insufficient or non-applicable for the operation";
    UNKNOWN / Unknown = 999 => "cudaErrorUnknown", "unknown error";
    API_FAILURE_BASE / ApiFailureBase = 10000 => "cudaErrorApiFailureBase", "api failure base";
}

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

c_enum! {
    /// `enum cudaMemcpyKind`.
    pub struct MemcpyKind;
    HOST_TO_HOST = 0 => "cudaMemcpyHostToHost",
    HOST_TO_DEVICE = 1 => "cudaMemcpyHostToDevice",
    DEVICE_TO_HOST = 2 => "cudaMemcpyDeviceToHost",
    DEVICE_TO_DEVICE = 3 => "cudaMemcpyDeviceToDevice",
    DEFAULT = 4 => "cudaMemcpyDefault",
}

c_enum! {
    /// `enum cudaMemoryType`.
    pub struct MemoryType;
    UNREGISTERED = 0 => "cudaMemoryTypeUnregistered",
    HOST = 1 => "cudaMemoryTypeHost",
    DEVICE = 2 => "cudaMemoryTypeDevice",
    MANAGED = 3 => "cudaMemoryTypeManaged",
}

c_enum! {
    /// `enum cudaChannelFormatKind`.
    pub struct ChannelFormatKind;
    SIGNED = 0 => "cudaChannelFormatKindSigned",
    UNSIGNED = 1 => "cudaChannelFormatKindUnsigned",
    FLOAT = 2 => "cudaChannelFormatKindFloat",
    NONE = 3 => "cudaChannelFormatKindNone",
    NV12 = 4 => "cudaChannelFormatKindNV12",
    UNSIGNED_NORMALIZED_8X1 = 5 => "cudaChannelFormatKindUnsignedNormalized8X1",
    UNSIGNED_NORMALIZED_8X2 = 6 => "cudaChannelFormatKindUnsignedNormalized8X2",
    UNSIGNED_NORMALIZED_8X4 = 7 => "cudaChannelFormatKindUnsignedNormalized8X4",
    UNSIGNED_NORMALIZED_16X1 = 8 => "cudaChannelFormatKindUnsignedNormalized16X1",
    UNSIGNED_NORMALIZED_16X2 = 9 => "cudaChannelFormatKindUnsignedNormalized16X2",
    UNSIGNED_NORMALIZED_16X4 = 10 => "cudaChannelFormatKindUnsignedNormalized16X4",
    SIGNED_NORMALIZED_8X1 = 11 => "cudaChannelFormatKindSignedNormalized8X1",
    SIGNED_NORMALIZED_8X2 = 12 => "cudaChannelFormatKindSignedNormalized8X2",
    SIGNED_NORMALIZED_8X4 = 13 => "cudaChannelFormatKindSignedNormalized8X4",
    SIGNED_NORMALIZED_16X1 = 14 => "cudaChannelFormatKindSignedNormalized16X1",
    SIGNED_NORMALIZED_16X2 = 15 => "cudaChannelFormatKindSignedNormalized16X2",
    SIGNED_NORMALIZED_16X4 = 16 => "cudaChannelFormatKindSignedNormalized16X4",
    UNSIGNED_BLOCK_COMPRESSED_1 = 17 => "cudaChannelFormatKindUnsignedBlockCompressed1",
    UNSIGNED_BLOCK_COMPRESSED_1_SRGB = 18 => "cudaChannelFormatKindUnsignedBlockCompressed1SRGB",
    UNSIGNED_BLOCK_COMPRESSED_2 = 19 => "cudaChannelFormatKindUnsignedBlockCompressed2",
    UNSIGNED_BLOCK_COMPRESSED_2_SRGB = 20 => "cudaChannelFormatKindUnsignedBlockCompressed2SRGB",
    UNSIGNED_BLOCK_COMPRESSED_3 = 21 => "cudaChannelFormatKindUnsignedBlockCompressed3",
    UNSIGNED_BLOCK_COMPRESSED_3_SRGB = 22 => "cudaChannelFormatKindUnsignedBlockCompressed3SRGB",
    UNSIGNED_BLOCK_COMPRESSED_4 = 23 => "cudaChannelFormatKindUnsignedBlockCompressed4",
    SIGNED_BLOCK_COMPRESSED_4 = 24 => "cudaChannelFormatKindSignedBlockCompressed4",
    UNSIGNED_BLOCK_COMPRESSED_5 = 25 => "cudaChannelFormatKindUnsignedBlockCompressed5",
    SIGNED_BLOCK_COMPRESSED_5 = 26 => "cudaChannelFormatKindSignedBlockCompressed5",
    UNSIGNED_BLOCK_COMPRESSED_6H = 27 => "cudaChannelFormatKindUnsignedBlockCompressed6H",
    SIGNED_BLOCK_COMPRESSED_6H = 28 => "cudaChannelFormatKindSignedBlockCompressed6H",
    UNSIGNED_BLOCK_COMPRESSED_7 = 29 => "cudaChannelFormatKindUnsignedBlockCompressed7",
    UNSIGNED_BLOCK_COMPRESSED_7_SRGB = 30 => "cudaChannelFormatKindUnsignedBlockCompressed7SRGB",
    UNSIGNED_NORMALIZED_1010102 = 31 => "cudaChannelFormatKindUnsignedNormalized1010102",
}

c_enum! {
    /// `enum cudaDeviceAttr`.
    pub struct DeviceAttr;
    MAX_THREADS_PER_BLOCK = 1 => "cudaDevAttrMaxThreadsPerBlock",
    MAX_BLOCK_DIM_X = 2 => "cudaDevAttrMaxBlockDimX",
    MAX_BLOCK_DIM_Y = 3 => "cudaDevAttrMaxBlockDimY",
    MAX_BLOCK_DIM_Z = 4 => "cudaDevAttrMaxBlockDimZ",
    MAX_GRID_DIM_X = 5 => "cudaDevAttrMaxGridDimX",
    MAX_GRID_DIM_Y = 6 => "cudaDevAttrMaxGridDimY",
    MAX_GRID_DIM_Z = 7 => "cudaDevAttrMaxGridDimZ",
    MAX_SHARED_MEMORY_PER_BLOCK = 8 => "cudaDevAttrMaxSharedMemoryPerBlock",
    TOTAL_CONSTANT_MEMORY = 9 => "cudaDevAttrTotalConstantMemory",
    WARP_SIZE = 10 => "cudaDevAttrWarpSize",
    MAX_PITCH = 11 => "cudaDevAttrMaxPitch",
    MAX_REGISTERS_PER_BLOCK = 12 => "cudaDevAttrMaxRegistersPerBlock",
    CLOCK_RATE = 13 => "cudaDevAttrClockRate",
    TEXTURE_ALIGNMENT = 14 => "cudaDevAttrTextureAlignment",
    GPU_OVERLAP = 15 => "cudaDevAttrGpuOverlap",
    MULTI_PROCESSOR_COUNT = 16 => "cudaDevAttrMultiProcessorCount",
    KERNEL_EXEC_TIMEOUT = 17 => "cudaDevAttrKernelExecTimeout",
    INTEGRATED = 18 => "cudaDevAttrIntegrated",
    CAN_MAP_HOST_MEMORY = 19 => "cudaDevAttrCanMapHostMemory",
    COMPUTE_MODE = 20 => "cudaDevAttrComputeMode",
    MAX_TEXTURE_1D_WIDTH = 21 => "cudaDevAttrMaxTexture1DWidth",
    MAX_TEXTURE_2D_WIDTH = 22 => "cudaDevAttrMaxTexture2DWidth",
    MAX_TEXTURE_2D_HEIGHT = 23 => "cudaDevAttrMaxTexture2DHeight",
    MAX_TEXTURE_3D_WIDTH = 24 => "cudaDevAttrMaxTexture3DWidth",
    MAX_TEXTURE_3D_HEIGHT = 25 => "cudaDevAttrMaxTexture3DHeight",
    MAX_TEXTURE_3D_DEPTH = 26 => "cudaDevAttrMaxTexture3DDepth",
    MAX_TEXTURE_2D_LAYERED_WIDTH = 27 => "cudaDevAttrMaxTexture2DLayeredWidth",
    MAX_TEXTURE_2D_LAYERED_HEIGHT = 28 => "cudaDevAttrMaxTexture2DLayeredHeight",
    MAX_TEXTURE_2D_LAYERED_LAYERS = 29 => "cudaDevAttrMaxTexture2DLayeredLayers",
    SURFACE_ALIGNMENT = 30 => "cudaDevAttrSurfaceAlignment",
    CONCURRENT_KERNELS = 31 => "cudaDevAttrConcurrentKernels",
    ECC_ENABLED = 32 => "cudaDevAttrEccEnabled",
    PCI_BUS_ID = 33 => "cudaDevAttrPciBusId",
    PCI_DEVICE_ID = 34 => "cudaDevAttrPciDeviceId",
    TCC_DRIVER = 35 => "cudaDevAttrTccDriver",
    MEMORY_CLOCK_RATE = 36 => "cudaDevAttrMemoryClockRate",
    GLOBAL_MEMORY_BUS_WIDTH = 37 => "cudaDevAttrGlobalMemoryBusWidth",
    L2_CACHE_SIZE = 38 => "cudaDevAttrL2CacheSize",
    MAX_THREADS_PER_MULTI_PROCESSOR = 39 => "cudaDevAttrMaxThreadsPerMultiProcessor",
    ASYNC_ENGINE_COUNT = 40 => "cudaDevAttrAsyncEngineCount",
    UNIFIED_ADDRESSING = 41 => "cudaDevAttrUnifiedAddressing",
    MAX_TEXTURE_1D_LAYERED_WIDTH = 42 => "cudaDevAttrMaxTexture1DLayeredWidth",
    MAX_TEXTURE_1D_LAYERED_LAYERS = 43 => "cudaDevAttrMaxTexture1DLayeredLayers",
    MAX_TEXTURE_2D_GATHER_WIDTH = 45 => "cudaDevAttrMaxTexture2DGatherWidth",
    MAX_TEXTURE_2D_GATHER_HEIGHT = 46 => "cudaDevAttrMaxTexture2DGatherHeight",
    MAX_TEXTURE_3D_WIDTH_ALT = 47 => "cudaDevAttrMaxTexture3DWidthAlt",
    MAX_TEXTURE_3D_HEIGHT_ALT = 48 => "cudaDevAttrMaxTexture3DHeightAlt",
    MAX_TEXTURE_3D_DEPTH_ALT = 49 => "cudaDevAttrMaxTexture3DDepthAlt",
    PCI_DOMAIN_ID = 50 => "cudaDevAttrPciDomainId",
    TEXTURE_PITCH_ALIGNMENT = 51 => "cudaDevAttrTexturePitchAlignment",
    MAX_TEXTURE_CUBEMAP_WIDTH = 52 => "cudaDevAttrMaxTextureCubemapWidth",
    MAX_TEXTURE_CUBEMAP_LAYERED_WIDTH = 53 => "cudaDevAttrMaxTextureCubemapLayeredWidth",
    MAX_TEXTURE_CUBEMAP_LAYERED_LAYERS = 54 => "cudaDevAttrMaxTextureCubemapLayeredLayers",
    MAX_SURFACE_1D_WIDTH = 55 => "cudaDevAttrMaxSurface1DWidth",
    MAX_SURFACE_2D_WIDTH = 56 => "cudaDevAttrMaxSurface2DWidth",
    MAX_SURFACE_2D_HEIGHT = 57 => "cudaDevAttrMaxSurface2DHeight",
    MAX_SURFACE_3D_WIDTH = 58 => "cudaDevAttrMaxSurface3DWidth",
    MAX_SURFACE_3D_HEIGHT = 59 => "cudaDevAttrMaxSurface3DHeight",
    MAX_SURFACE_3D_DEPTH = 60 => "cudaDevAttrMaxSurface3DDepth",
    MAX_SURFACE_1D_LAYERED_WIDTH = 61 => "cudaDevAttrMaxSurface1DLayeredWidth",
    MAX_SURFACE_1D_LAYERED_LAYERS = 62 => "cudaDevAttrMaxSurface1DLayeredLayers",
    MAX_SURFACE_2D_LAYERED_WIDTH = 63 => "cudaDevAttrMaxSurface2DLayeredWidth",
    MAX_SURFACE_2D_LAYERED_HEIGHT = 64 => "cudaDevAttrMaxSurface2DLayeredHeight",
    MAX_SURFACE_2D_LAYERED_LAYERS = 65 => "cudaDevAttrMaxSurface2DLayeredLayers",
    MAX_SURFACE_CUBEMAP_WIDTH = 66 => "cudaDevAttrMaxSurfaceCubemapWidth",
    MAX_SURFACE_CUBEMAP_LAYERED_WIDTH = 67 => "cudaDevAttrMaxSurfaceCubemapLayeredWidth",
    MAX_SURFACE_CUBEMAP_LAYERED_LAYERS = 68 => "cudaDevAttrMaxSurfaceCubemapLayeredLayers",
    MAX_TEXTURE_1D_LINEAR_WIDTH = 69 => "cudaDevAttrMaxTexture1DLinearWidth",
    MAX_TEXTURE_2D_LINEAR_WIDTH = 70 => "cudaDevAttrMaxTexture2DLinearWidth",
    MAX_TEXTURE_2D_LINEAR_HEIGHT = 71 => "cudaDevAttrMaxTexture2DLinearHeight",
    MAX_TEXTURE_2D_LINEAR_PITCH = 72 => "cudaDevAttrMaxTexture2DLinearPitch",
    MAX_TEXTURE_2D_MIPMAPPED_WIDTH = 73 => "cudaDevAttrMaxTexture2DMipmappedWidth",
    MAX_TEXTURE_2D_MIPMAPPED_HEIGHT = 74 => "cudaDevAttrMaxTexture2DMipmappedHeight",
    COMPUTE_CAPABILITY_MAJOR = 75 => "cudaDevAttrComputeCapabilityMajor",
    COMPUTE_CAPABILITY_MINOR = 76 => "cudaDevAttrComputeCapabilityMinor",
    MAX_TEXTURE_1D_MIPMAPPED_WIDTH = 77 => "cudaDevAttrMaxTexture1DMipmappedWidth",
    STREAM_PRIORITIES_SUPPORTED = 78 => "cudaDevAttrStreamPrioritiesSupported",
    GLOBAL_L1_CACHE_SUPPORTED = 79 => "cudaDevAttrGlobalL1CacheSupported",
    LOCAL_L1_CACHE_SUPPORTED = 80 => "cudaDevAttrLocalL1CacheSupported",
    MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81 => "cudaDevAttrMaxSharedMemoryPerMultiprocessor",
    MAX_REGISTERS_PER_MULTIPROCESSOR = 82 => "cudaDevAttrMaxRegistersPerMultiprocessor",
    MANAGED_MEMORY = 83 => "cudaDevAttrManagedMemory",
    IS_MULTI_GPU_BOARD = 84 => "cudaDevAttrIsMultiGpuBoard",
    MULTI_GPU_BOARD_GROUP_ID = 85 => "cudaDevAttrMultiGpuBoardGroupID",
    HOST_NATIVE_ATOMIC_SUPPORTED = 86 => "cudaDevAttrHostNativeAtomicSupported",
    SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO = 87 => "cudaDevAttrSingleToDoublePrecisionPerfRatio",
    PAGEABLE_MEMORY_ACCESS = 88 => "cudaDevAttrPageableMemoryAccess",
    CONCURRENT_MANAGED_ACCESS = 89 => "cudaDevAttrConcurrentManagedAccess",
    COMPUTE_PREEMPTION_SUPPORTED = 90 => "cudaDevAttrComputePreemptionSupported",
    CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM = 91 => "cudaDevAttrCanUseHostPointerForRegisteredMem",
    RESERVED_92 = 92 => "cudaDevAttrReserved92",
    RESERVED_93 = 93 => "cudaDevAttrReserved93",
    RESERVED_94 = 94 => "cudaDevAttrReserved94",
    COOPERATIVE_LAUNCH = 95 => "cudaDevAttrCooperativeLaunch",
    RESERVED_96 = 96 => "cudaDevAttrReserved96",
    COOPERATIVE_MULTI_DEVICE_LAUNCH = 96 => "cudaDevAttrCooperativeMultiDeviceLaunch",
    MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97 => "cudaDevAttrMaxSharedMemoryPerBlockOptin",
    CAN_FLUSH_REMOTE_WRITES = 98 => "cudaDevAttrCanFlushRemoteWrites",
    HOST_REGISTER_SUPPORTED = 99 => "cudaDevAttrHostRegisterSupported",
    PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES = 100 => "cudaDevAttrPageableMemoryAccessUsesHostPageTables",
    DIRECT_MANAGED_MEM_ACCESS_FROM_HOST = 101 => "cudaDevAttrDirectManagedMemAccessFromHost",
    MAX_BLOCKS_PER_MULTIPROCESSOR = 106 => "cudaDevAttrMaxBlocksPerMultiprocessor",
    MAX_PERSISTING_L2_CACHE_SIZE = 108 => "cudaDevAttrMaxPersistingL2CacheSize",
    MAX_ACCESS_POLICY_WINDOW_SIZE = 109 => "cudaDevAttrMaxAccessPolicyWindowSize",
    RESERVED_SHARED_MEMORY_PER_BLOCK = 111 => "cudaDevAttrReservedSharedMemoryPerBlock",
    SPARSE_CUDA_ARRAY_SUPPORTED = 112 => "cudaDevAttrSparseCudaArraySupported",
    HOST_REGISTER_READ_ONLY_SUPPORTED = 113 => "cudaDevAttrHostRegisterReadOnlySupported",
    TIMELINE_SEMAPHORE_INTEROP_SUPPORTED = 114 => "cudaDevAttrTimelineSemaphoreInteropSupported",
    MEMORY_POOLS_SUPPORTED = 115 => "cudaDevAttrMemoryPoolsSupported",
    GPU_DIRECT_RDMA_SUPPORTED = 116 => "cudaDevAttrGPUDirectRDMASupported",
    GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS = 117 => "cudaDevAttrGPUDirectRDMAFlushWritesOptions",
    GPU_DIRECT_RDMA_WRITES_ORDERING = 118 => "cudaDevAttrGPUDirectRDMAWritesOrdering",
    MEMORY_POOL_SUPPORTED_HANDLE_TYPES = 119 => "cudaDevAttrMemoryPoolSupportedHandleTypes",
    CLUSTER_LAUNCH = 120 => "cudaDevAttrClusterLaunch",
    DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED = 121 => "cudaDevAttrDeferredMappingCudaArraySupported",
    RESERVED_122 = 122 => "cudaDevAttrReserved122",
    RESERVED_123 = 123 => "cudaDevAttrReserved123",
    RESERVED_124 = 124 => "cudaDevAttrReserved124",
    IPC_EVENT_SUPPORT = 125 => "cudaDevAttrIpcEventSupport",
    MEM_SYNC_DOMAIN_COUNT = 126 => "cudaDevAttrMemSyncDomainCount",
    RESERVED_127 = 127 => "cudaDevAttrReserved127",
    RESERVED_128 = 128 => "cudaDevAttrReserved128",
    RESERVED_129 = 129 => "cudaDevAttrReserved129",
    NUMA_CONFIG = 130 => "cudaDevAttrNumaConfig",
    NUMA_ID = 131 => "cudaDevAttrNumaId",
    RESERVED_132 = 132 => "cudaDevAttrReserved132",
    MPS_ENABLED = 133 => "cudaDevAttrMpsEnabled",
    HOST_NUMA_ID = 134 => "cudaDevAttrHostNumaId",
    D3D12_CIG_SUPPORTED = 135 => "cudaDevAttrD3D12CigSupported",
    VULKAN_CIG_SUPPORTED = 138 => "cudaDevAttrVulkanCigSupported",
    GPU_PCI_DEVICE_ID = 139 => "cudaDevAttrGpuPciDeviceId",
    GPU_PCI_SUBSYSTEM_ID = 140 => "cudaDevAttrGpuPciSubsystemId",
    RESERVED_141 = 141 => "cudaDevAttrReserved141",
    HOST_NUMA_MEMORY_POOLS_SUPPORTED = 142 => "cudaDevAttrHostNumaMemoryPoolsSupported",
    HOST_NUMA_MULTINODE_IPC_SUPPORTED = 143 => "cudaDevAttrHostNumaMultinodeIpcSupported",
    HOST_MEMORY_POOLS_SUPPORTED = 144 => "cudaDevAttrHostMemoryPoolsSupported",
    RESERVED_145 = 145 => "cudaDevAttrReserved145",
    ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED = 147 => "cudaDevAttrOnlyPartialHostNativeAtomicSupported",
    MAX = 148 => "cudaDevAttrMax",
}

c_enum! {
    /// `enum cudaDeviceP2PAttr`.
    pub struct DeviceP2PAttr;
    PERFORMANCE_RANK = 1 => "cudaDevP2PAttrPerformanceRank",
    ACCESS_SUPPORTED = 2 => "cudaDevP2PAttrAccessSupported",
    NATIVE_ATOMIC_SUPPORTED = 3 => "cudaDevP2PAttrNativeAtomicSupported",
    CUDA_ARRAY_ACCESS_SUPPORTED = 4 => "cudaDevP2PAttrCudaArrayAccessSupported",
    ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED = 5 => "cudaDevP2PAttrOnlyPartialNativeAtomicSupported",
}

c_enum! {
    /// `enum cudaLimit`.
    pub struct Limit;
    STACK_SIZE = 0 => "cudaLimitStackSize",
    PRINTF_FIFO_SIZE = 1 => "cudaLimitPrintfFifoSize",
    MALLOC_HEAP_SIZE = 2 => "cudaLimitMallocHeapSize",
    DEV_RUNTIME_SYNC_DEPTH = 3 => "cudaLimitDevRuntimeSyncDepth",
    DEV_RUNTIME_PENDING_LAUNCH_COUNT = 4 => "cudaLimitDevRuntimePendingLaunchCount",
    MAX_L2_FETCH_GRANULARITY = 5 => "cudaLimitMaxL2FetchGranularity",
    PERSISTING_L2_CACHE_SIZE = 6 => "cudaLimitPersistingL2CacheSize",
}

c_enum! {
    /// `enum cudaFuncCache`.
    pub struct FuncCache;
    PREFER_NONE = 0 => "cudaFuncCachePreferNone",
    PREFER_SHARED = 1 => "cudaFuncCachePreferShared",
    PREFER_L1 = 2 => "cudaFuncCachePreferL1",
    PREFER_EQUAL = 3 => "cudaFuncCachePreferEqual",
}

c_enum! {
    /// `enum cudaFuncAttribute`.
    pub struct FuncAttribute;
    MAX_DYNAMIC_SHARED_MEMORY_SIZE = 8 => "cudaFuncAttributeMaxDynamicSharedMemorySize",
    PREFERRED_SHARED_MEMORY_CARVEOUT = 9 => "cudaFuncAttributePreferredSharedMemoryCarveout",
    CLUSTER_DIM_MUST_BE_SET = 10 => "cudaFuncAttributeClusterDimMustBeSet",
    REQUIRED_CLUSTER_WIDTH = 11 => "cudaFuncAttributeRequiredClusterWidth",
    REQUIRED_CLUSTER_HEIGHT = 12 => "cudaFuncAttributeRequiredClusterHeight",
    REQUIRED_CLUSTER_DEPTH = 13 => "cudaFuncAttributeRequiredClusterDepth",
    NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14 => "cudaFuncAttributeNonPortableClusterSizeAllowed",
    CLUSTER_SCHEDULING_POLICY_PREFERENCE = 15 => "cudaFuncAttributeClusterSchedulingPolicyPreference",
    MAX = 16 => "cudaFuncAttributeMax",
}

c_enum! {
    /// `enum cudaSharedMemConfig`.
    pub struct SharedMemConfig;
    BANK_SIZE_DEFAULT = 0 => "cudaSharedMemBankSizeDefault",
    BANK_SIZE_FOUR_BYTE = 1 => "cudaSharedMemBankSizeFourByte",
    BANK_SIZE_EIGHT_BYTE = 2 => "cudaSharedMemBankSizeEightByte",
}

c_enum! {
    /// `enum cudaSharedCarveout`.
    pub struct SharedCarveout;
    DEFAULT = -1 => "cudaSharedmemCarveoutDefault",
    MAX_SHARED = 100 => "cudaSharedmemCarveoutMaxShared",
    MAX_L1 = 0 => "cudaSharedmemCarveoutMaxL1",
}

c_enum! {
    /// `enum cudaComputeMode`.
    pub struct ComputeMode;
    DEFAULT = 0 => "cudaComputeModeDefault",
    EXCLUSIVE = 1 => "cudaComputeModeExclusive",
    PROHIBITED = 2 => "cudaComputeModeProhibited",
    EXCLUSIVE_PROCESS = 3 => "cudaComputeModeExclusiveProcess",
}

c_enum! {
    /// `enum cudaMemoryAdvise`.
    pub struct MemoryAdvise;
    SET_READ_MOSTLY = 1 => "cudaMemAdviseSetReadMostly",
    UNSET_READ_MOSTLY = 2 => "cudaMemAdviseUnsetReadMostly",
    SET_PREFERRED_LOCATION = 3 => "cudaMemAdviseSetPreferredLocation",
    UNSET_PREFERRED_LOCATION = 4 => "cudaMemAdviseUnsetPreferredLocation",
    SET_ACCESSED_BY = 5 => "cudaMemAdviseSetAccessedBy",
    UNSET_ACCESSED_BY = 6 => "cudaMemAdviseUnsetAccessedBy",
}

c_enum! {
    /// `enum cudaMemRangeAttribute`.
    pub struct MemRangeAttribute;
    READ_MOSTLY = 1 => "cudaMemRangeAttributeReadMostly",
    PREFERRED_LOCATION = 2 => "cudaMemRangeAttributePreferredLocation",
    ACCESSED_BY = 3 => "cudaMemRangeAttributeAccessedBy",
    LAST_PREFETCH_LOCATION = 4 => "cudaMemRangeAttributeLastPrefetchLocation",
    PREFERRED_LOCATION_TYPE = 5 => "cudaMemRangeAttributePreferredLocationType",
    PREFERRED_LOCATION_ID = 6 => "cudaMemRangeAttributePreferredLocationId",
    LAST_PREFETCH_LOCATION_TYPE = 7 => "cudaMemRangeAttributeLastPrefetchLocationType",
    LAST_PREFETCH_LOCATION_ID = 8 => "cudaMemRangeAttributeLastPrefetchLocationId",
}

c_enum! {
    /// `enum cudaMemLocationType`.
    pub struct MemLocationType;
    INVALID = 0 => "cudaMemLocationTypeInvalid",
    NONE = 0 => "cudaMemLocationTypeNone",
    DEVICE = 1 => "cudaMemLocationTypeDevice",
    HOST = 2 => "cudaMemLocationTypeHost",
    HOST_NUMA = 3 => "cudaMemLocationTypeHostNuma",
    HOST_NUMA_CURRENT = 4 => "cudaMemLocationTypeHostNumaCurrent",
}

c_enum! {
    /// `enum cudaResourceType`.
    pub struct ResourceType;
    ARRAY = 0 => "cudaResourceTypeArray",
    MIPMAPPED_ARRAY = 1 => "cudaResourceTypeMipmappedArray",
    LINEAR = 2 => "cudaResourceTypeLinear",
    PITCH_2D = 3 => "cudaResourceTypePitch2D",
}

c_enum! {
    /// `enum cudaResourceViewFormat`.
    pub struct ResourceViewFormat;
    NONE = 0 => "cudaResViewFormatNone",
    UNSIGNED_CHAR_1 = 1 => "cudaResViewFormatUnsignedChar1",
    UNSIGNED_CHAR_2 = 2 => "cudaResViewFormatUnsignedChar2",
    UNSIGNED_CHAR_4 = 3 => "cudaResViewFormatUnsignedChar4",
    SIGNED_CHAR_1 = 4 => "cudaResViewFormatSignedChar1",
    SIGNED_CHAR_2 = 5 => "cudaResViewFormatSignedChar2",
    SIGNED_CHAR_4 = 6 => "cudaResViewFormatSignedChar4",
    UNSIGNED_SHORT_1 = 7 => "cudaResViewFormatUnsignedShort1",
    UNSIGNED_SHORT_2 = 8 => "cudaResViewFormatUnsignedShort2",
    UNSIGNED_SHORT_4 = 9 => "cudaResViewFormatUnsignedShort4",
    SIGNED_SHORT_1 = 10 => "cudaResViewFormatSignedShort1",
    SIGNED_SHORT_2 = 11 => "cudaResViewFormatSignedShort2",
    SIGNED_SHORT_4 = 12 => "cudaResViewFormatSignedShort4",
    UNSIGNED_INT_1 = 13 => "cudaResViewFormatUnsignedInt1",
    UNSIGNED_INT_2 = 14 => "cudaResViewFormatUnsignedInt2",
    UNSIGNED_INT_4 = 15 => "cudaResViewFormatUnsignedInt4",
    SIGNED_INT_1 = 16 => "cudaResViewFormatSignedInt1",
    SIGNED_INT_2 = 17 => "cudaResViewFormatSignedInt2",
    SIGNED_INT_4 = 18 => "cudaResViewFormatSignedInt4",
    HALF_1 = 19 => "cudaResViewFormatHalf1",
    HALF_2 = 20 => "cudaResViewFormatHalf2",
    HALF_4 = 21 => "cudaResViewFormatHalf4",
    FLOAT_1 = 22 => "cudaResViewFormatFloat1",
    FLOAT_2 = 23 => "cudaResViewFormatFloat2",
    FLOAT_4 = 24 => "cudaResViewFormatFloat4",
    UNSIGNED_BLOCK_COMPRESSED_1 = 25 => "cudaResViewFormatUnsignedBlockCompressed1",
    UNSIGNED_BLOCK_COMPRESSED_2 = 26 => "cudaResViewFormatUnsignedBlockCompressed2",
    UNSIGNED_BLOCK_COMPRESSED_3 = 27 => "cudaResViewFormatUnsignedBlockCompressed3",
    UNSIGNED_BLOCK_COMPRESSED_4 = 28 => "cudaResViewFormatUnsignedBlockCompressed4",
    SIGNED_BLOCK_COMPRESSED_4 = 29 => "cudaResViewFormatSignedBlockCompressed4",
    UNSIGNED_BLOCK_COMPRESSED_5 = 30 => "cudaResViewFormatUnsignedBlockCompressed5",
    SIGNED_BLOCK_COMPRESSED_5 = 31 => "cudaResViewFormatSignedBlockCompressed5",
    UNSIGNED_BLOCK_COMPRESSED_6H = 32 => "cudaResViewFormatUnsignedBlockCompressed6H",
    SIGNED_BLOCK_COMPRESSED_6H = 33 => "cudaResViewFormatSignedBlockCompressed6H",
    UNSIGNED_BLOCK_COMPRESSED_7 = 34 => "cudaResViewFormatUnsignedBlockCompressed7",
}

c_enum! {
    /// `enum cudaStreamCaptureStatus`.
    pub struct StreamCaptureStatus;
    NONE = 0 => "cudaStreamCaptureStatusNone",
    ACTIVE = 1 => "cudaStreamCaptureStatusActive",
    INVALIDATED = 2 => "cudaStreamCaptureStatusInvalidated",
}

c_enum! {
    /// `enum cudaStreamCaptureMode`.
    pub struct StreamCaptureMode;
    GLOBAL = 0 => "cudaStreamCaptureModeGlobal",
    THREAD_LOCAL = 1 => "cudaStreamCaptureModeThreadLocal",
    RELAXED = 2 => "cudaStreamCaptureModeRelaxed",
}

c_enum! {
    /// `enum cudaTextureAddressMode`.
    pub struct TextureAddressMode;
    WRAP = 0 => "cudaAddressModeWrap",
    CLAMP = 1 => "cudaAddressModeClamp",
    MIRROR = 2 => "cudaAddressModeMirror",
    BORDER = 3 => "cudaAddressModeBorder",
}

c_enum! {
    /// `enum cudaTextureFilterMode`.
    pub struct TextureFilterMode;
    POINT = 0 => "cudaFilterModePoint",
    LINEAR = 1 => "cudaFilterModeLinear",
}

c_enum! {
    /// `enum cudaTextureReadMode`.
    pub struct TextureReadMode;
    ELEMENT_TYPE = 0 => "cudaReadModeElementType",
    NORMALIZED_FLOAT = 1 => "cudaReadModeNormalizedFloat",
}

c_enum! {
    /// `enum cudaSurfaceBoundaryMode`.
    pub struct SurfaceBoundaryMode;
    ZERO = 0 => "cudaBoundaryModeZero",
    CLAMP = 1 => "cudaBoundaryModeClamp",
    TRAP = 2 => "cudaBoundaryModeTrap",
}

c_enum! {
    /// `enum cudaSurfaceFormatMode`.
    pub struct SurfaceFormatMode;
    FORCED = 0 => "cudaFormatModeForced",
    AUTO = 1 => "cudaFormatModeAuto",
}
// ---------------------------------------------------------------------------------------------
// #define constants
// ---------------------------------------------------------------------------------------------

/// Flag and handle constants of `driver_types.h`, `texture_types.h` and `surface_types.h`.
pub mod flags {
    c_consts! {
        HOST_ALLOC_DEFAULT: u32 = 0x00 => "cudaHostAllocDefault";
        HOST_ALLOC_PORTABLE: u32 = 0x01 => "cudaHostAllocPortable";
        HOST_ALLOC_MAPPED: u32 = 0x02 => "cudaHostAllocMapped";
        HOST_ALLOC_WRITE_COMBINED: u32 = 0x04 => "cudaHostAllocWriteCombined";
        HOST_REGISTER_DEFAULT: u32 = 0x00 => "cudaHostRegisterDefault";
        HOST_REGISTER_PORTABLE: u32 = 0x01 => "cudaHostRegisterPortable";
        HOST_REGISTER_MAPPED: u32 = 0x02 => "cudaHostRegisterMapped";
        HOST_REGISTER_IO_MEMORY: u32 = 0x04 => "cudaHostRegisterIoMemory";
        HOST_REGISTER_READ_ONLY: u32 = 0x08 => "cudaHostRegisterReadOnly";
        PEER_ACCESS_DEFAULT: u32 = 0x00 => "cudaPeerAccessDefault";
        STREAM_DEFAULT: u32 = 0x00 => "cudaStreamDefault";
        STREAM_NON_BLOCKING: u32 = 0x01 => "cudaStreamNonBlocking";
        /// A stream handle value rather than a flag: the runtime must recognise it.
        STREAM_LEGACY: usize = 0x1 => "cudaStreamLegacy";
        /// A stream handle value rather than a flag: the runtime must recognise it.
        STREAM_PER_THREAD: usize = 0x2 => "cudaStreamPerThread";
        EVENT_DEFAULT: u32 = 0x00 => "cudaEventDefault";
        EVENT_BLOCKING_SYNC: u32 = 0x01 => "cudaEventBlockingSync";
        EVENT_DISABLE_TIMING: u32 = 0x02 => "cudaEventDisableTiming";
        EVENT_INTERPROCESS: u32 = 0x04 => "cudaEventInterprocess";
        EVENT_RECORD_DEFAULT: u32 = 0x00 => "cudaEventRecordDefault";
        EVENT_RECORD_EXTERNAL: u32 = 0x01 => "cudaEventRecordExternal";
        EVENT_WAIT_DEFAULT: u32 = 0x00 => "cudaEventWaitDefault";
        EVENT_WAIT_EXTERNAL: u32 = 0x01 => "cudaEventWaitExternal";
        DEVICE_SCHEDULE_AUTO: u32 = 0x00 => "cudaDeviceScheduleAuto";
        DEVICE_SCHEDULE_SPIN: u32 = 0x01 => "cudaDeviceScheduleSpin";
        DEVICE_SCHEDULE_YIELD: u32 = 0x02 => "cudaDeviceScheduleYield";
        DEVICE_SCHEDULE_BLOCKING_SYNC: u32 = 0x04 => "cudaDeviceScheduleBlockingSync";
        DEVICE_BLOCKING_SYNC: u32 = 0x04 => "cudaDeviceBlockingSync";
        DEVICE_SCHEDULE_MASK: u32 = 0x07 => "cudaDeviceScheduleMask";
        DEVICE_MAP_HOST: u32 = 0x08 => "cudaDeviceMapHost";
        DEVICE_LMEM_RESIZE_TO_MAX: u32 = 0x10 => "cudaDeviceLmemResizeToMax";
        DEVICE_SYNC_MEMOPS: u32 = 0x80 => "cudaDeviceSyncMemops";
        DEVICE_MASK: u32 = 0xff => "cudaDeviceMask";
        INIT_DEVICE_FLAGS_ARE_VALID: u32 = 0x01 => "cudaInitDeviceFlagsAreValid";
        ARRAY_DEFAULT: u32 = 0x00 => "cudaArrayDefault";
        ARRAY_LAYERED: u32 = 0x01 => "cudaArrayLayered";
        ARRAY_SURFACE_LOAD_STORE: u32 = 0x02 => "cudaArraySurfaceLoadStore";
        ARRAY_CUBEMAP: u32 = 0x04 => "cudaArrayCubemap";
        ARRAY_TEXTURE_GATHER: u32 = 0x08 => "cudaArrayTextureGather";
        ARRAY_COLOR_ATTACHMENT: u32 = 0x20 => "cudaArrayColorAttachment";
        ARRAY_SPARSE: u32 = 0x40 => "cudaArraySparse";
        ARRAY_DEFERRED_MAPPING: u32 = 0x80 => "cudaArrayDeferredMapping";
        IPC_MEM_LAZY_ENABLE_PEER_ACCESS: u32 = 0x01 => "cudaIpcMemLazyEnablePeerAccess";
        MEM_ATTACH_GLOBAL: u32 = 0x01 => "cudaMemAttachGlobal";
        MEM_ATTACH_HOST: u32 = 0x02 => "cudaMemAttachHost";
        MEM_ATTACH_SINGLE: u32 = 0x04 => "cudaMemAttachSingle";
        OCCUPANCY_DEFAULT: u32 = 0x00 => "cudaOccupancyDefault";
        OCCUPANCY_DISABLE_CACHING_OVERRIDE: u32 = 0x01 => "cudaOccupancyDisableCachingOverride";
        CPU_DEVICE_ID: i32 = -1 => "cudaCpuDeviceId";
        INVALID_DEVICE_ID: i32 = -2 => "cudaInvalidDeviceId";
        CUDA_IPC_HANDLE_SIZE: u32 = 64 => "CUDA_IPC_HANDLE_SIZE";
        TEXTURE_TYPE_1D: u32 = 0x01 => "cudaTextureType1D";
        TEXTURE_TYPE_2D: u32 = 0x02 => "cudaTextureType2D";
        TEXTURE_TYPE_3D: u32 = 0x03 => "cudaTextureType3D";
        TEXTURE_TYPE_CUBEMAP: u32 = 0x0C => "cudaTextureTypeCubemap";
        TEXTURE_TYPE_1D_LAYERED: u32 = 0xF1 => "cudaTextureType1DLayered";
        TEXTURE_TYPE_2D_LAYERED: u32 = 0xF2 => "cudaTextureType2DLayered";
        TEXTURE_TYPE_CUBEMAP_LAYERED: u32 = 0xFC => "cudaTextureTypeCubemapLayered";
        SURFACE_TYPE_1D: u32 = 0x01 => "cudaSurfaceType1D";
        SURFACE_TYPE_2D: u32 = 0x02 => "cudaSurfaceType2D";
        SURFACE_TYPE_3D: u32 = 0x03 => "cudaSurfaceType3D";
        SURFACE_TYPE_CUBEMAP: u32 = 0x0C => "cudaSurfaceTypeCubemap";
        SURFACE_TYPE_1D_LAYERED: u32 = 0xF1 => "cudaSurfaceType1DLayered";
        SURFACE_TYPE_2D_LAYERED: u32 = 0xF2 => "cudaSurfaceType2DLayered";
        SURFACE_TYPE_CUBEMAP_LAYERED: u32 = 0xFC => "cudaSurfaceTypeCubemapLayered";
    }
}
// ---------------------------------------------------------------------------------------------
// Handles
// ---------------------------------------------------------------------------------------------

/// `cudaStream_t`, `cudaEvent_t`, `cudaArray_t`, ...: opaque pointers whose targets the runtime
/// defines. Null is the legacy default stream; see also `flags::STREAM_LEGACY`.
pub type CudaStream = *mut c_void;
pub type CudaEvent = *mut c_void;
pub type CudaArray = *mut c_void;
pub type CudaMipmappedArray = *mut c_void;
pub type CudaGraph = *mut c_void;
pub type CudaGraphExec = *mut c_void;
pub type CudaGraphNode = *mut c_void;
/// `cudaTextureObject_t` and `cudaSurfaceObject_t`.
pub type TextureObject = u64;
pub type SurfaceObject = u64;

// ---------------------------------------------------------------------------------------------
// Structures
// ---------------------------------------------------------------------------------------------

/// `dim3`. C++ default-constructs it to (1, 1, 1), and so does `Default`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dim3 {
    pub x: u32,
    pub y: u32,
    pub z: u32,
}

impl Dim3 {
    pub const fn new(x: u32, y: u32, z: u32) -> Self {
        Dim3 { x, y, z }
    }

    /// x * y * z, widened so that the largest legal grids cannot overflow.
    pub fn count(self) -> u64 {
        u64::from(self.x) * u64::from(self.y) * u64::from(self.z)
    }
}

impl Default for Dim3 {
    fn default() -> Self {
        Dim3 { x: 1, y: 1, z: 1 }
    }
}

/// `cudaUUID_t` (`struct CUuuid_st`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CudaUuid {
    pub bytes: [c_char; 16],
}

/// `struct cudaChannelFormatDesc`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChannelFormatDesc {
    pub x: i32,
    pub y: i32,
    pub z: i32,
    pub w: i32,
    pub f: ChannelFormatKind,
}

/// `struct cudaPitchedPtr`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct PitchedPtr {
    pub ptr: *mut c_void,
    pub pitch: usize,
    pub xsize: usize,
    pub ysize: usize,
}

/// `struct cudaExtent`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extent {
    pub width: usize,
    pub height: usize,
    pub depth: usize,
}

/// `struct cudaPos`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub x: usize,
    pub y: usize,
    pub z: usize,
}

/// `struct cudaMemcpy3DParms`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Memcpy3DParms {
    pub src_array: CudaArray,
    pub src_pos: Pos,
    pub src_ptr: PitchedPtr,
    pub dst_array: CudaArray,
    pub dst_pos: Pos,
    pub dst_ptr: PitchedPtr,
    pub extent: Extent,
    pub kind: MemcpyKind,
}

/// `struct cudaMemcpy3DPeerParms`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Memcpy3DPeerParms {
    pub src_array: CudaArray,
    pub src_pos: Pos,
    pub src_ptr: PitchedPtr,
    pub src_device: i32,
    pub dst_array: CudaArray,
    pub dst_pos: Pos,
    pub dst_ptr: PitchedPtr,
    pub dst_device: i32,
    pub extent: Extent,
}

/// `struct cudaMemLocation`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemLocation {
    pub type_: MemLocationType,
    pub id: i32,
}

/// `struct cudaMemAccessDesc`: a location and its `cudaMemAccessFlags`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemAccessDesc {
    pub location: MemLocation,
    pub flags: i32,
}

/// `struct cudaPointerAttributes`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct PointerAttributes {
    pub type_: MemoryType,
    pub device: i32,
    pub device_pointer: *mut c_void,
    pub host_pointer: *mut c_void,
    pub reserved: [c_long; 8],
}

/// `struct cudaFuncAttributes`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FuncAttributes {
    pub shared_size_bytes: usize,
    pub const_size_bytes: usize,
    pub local_size_bytes: usize,
    pub max_threads_per_block: i32,
    pub num_regs: i32,
    pub ptx_version: i32,
    pub binary_version: i32,
    pub cache_mode_ca: i32,
    pub max_dynamic_shared_size_bytes: i32,
    pub preferred_shmem_carveout: i32,
    pub cluster_dim_must_be_set: i32,
    pub required_cluster_width: i32,
    pub required_cluster_height: i32,
    pub required_cluster_depth: i32,
    pub cluster_scheduling_policy_preference: i32,
    pub non_portable_cluster_size_allowed: i32,
    pub reserved: [i32; 16],
}

/// `struct cudaResourceDesc`'s `res.array`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResourceArray {
    pub array: CudaArray,
}

/// `struct cudaResourceDesc`'s `res.mipmap`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResourceMipmap {
    pub mipmap: CudaMipmappedArray,
}

/// `struct cudaResourceDesc`'s `res.linear`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResourceLinear {
    pub dev_ptr: *mut c_void,
    pub desc: ChannelFormatDesc,
    pub size_in_bytes: usize,
}

/// `struct cudaResourceDesc`'s `res.pitch2D`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ResourcePitch2D {
    pub dev_ptr: *mut c_void,
    pub desc: ChannelFormatDesc,
    pub width: usize,
    pub height: usize,
    pub pitch_in_bytes: usize,
}

/// The union `res` of `struct cudaResourceDesc`; `ResourceDesc::res_type` says which member
/// is live.
#[repr(C)]
#[derive(Clone, Copy)]
pub union ResourceDescRes {
    pub array: ResourceArray,
    pub mipmap: ResourceMipmap,
    pub linear: ResourceLinear,
    pub pitch2d: ResourcePitch2D,
    pub reserved: [i32; 32],
}

/// `struct cudaResourceDesc`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ResourceDesc {
    pub res_type: ResourceType,
    pub res: ResourceDescRes,
    pub flags: u32,
}

impl fmt::Debug for ResourceDesc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = f.debug_struct("ResourceDesc");
        s.field("res_type", &self.res_type);
        // SAFETY: res_type selects the member the producer wrote; an unknown type shows none.
        unsafe {
            match self.res_type {
                ResourceType::ARRAY => s.field("array", &self.res.array),
                ResourceType::MIPMAPPED_ARRAY => s.field("mipmap", &self.res.mipmap),
                ResourceType::LINEAR => s.field("linear", &self.res.linear),
                ResourceType::PITCH_2D => s.field("pitch2d", &self.res.pitch2d),
                _ => &mut s,
            };
        }
        s.field("flags", &self.flags).finish()
    }
}

/// `struct cudaResourceViewDesc`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResourceViewDesc {
    pub format: ResourceViewFormat,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    pub first_mipmap_level: u32,
    pub last_mipmap_level: u32,
    pub first_layer: u32,
    pub last_layer: u32,
    pub reserved: [u32; 16],
}

/// `struct cudaTextureDesc`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TextureDesc {
    pub address_mode: [TextureAddressMode; 3],
    pub filter_mode: TextureFilterMode,
    pub read_mode: TextureReadMode,
    pub srgb: i32,
    pub border_color: [f32; 4],
    pub normalized_coords: i32,
    pub max_anisotropy: u32,
    pub mipmap_filter_mode: TextureFilterMode,
    pub mipmap_level_bias: f32,
    pub min_mipmap_level_clamp: f32,
    pub max_mipmap_level_clamp: f32,
    pub disable_trilinear_optimization: i32,
    pub seamless_cubemap: i32,
}

/// `struct textureReference`: the host shadow of a legacy `texture<T, dim, mode>` variable,
/// whose address `cudaBindTexture*` receives.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TextureReference {
    pub normalized: i32,
    pub filter_mode: TextureFilterMode,
    pub address_mode: [TextureAddressMode; 3],
    pub channel_desc: ChannelFormatDesc,
    pub srgb: i32,
    pub max_anisotropy: u32,
    pub mipmap_filter_mode: TextureFilterMode,
    pub mipmap_level_bias: f32,
    pub min_mipmap_level_clamp: f32,
    pub max_mipmap_level_clamp: f32,
    pub disable_trilinear_optimization: i32,
    pub cuda_reserved: [i32; 14],
}

/// `struct surfaceReference`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SurfaceReference {
    pub channel_desc: ChannelFormatDesc,
}

/// `cudaIpcEventHandle_t`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IpcEventHandle {
    pub reserved: [c_char; 64],
}

/// `cudaIpcMemHandle_t`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IpcMemHandle {
    pub reserved: [c_char; 64],
}

/// `struct cudaDeviceProp`, in the CUDA 12.9 layout: CUDA 13's structure plus the fields CUDA 13
/// dropped (`clock_rate`, `device_overlap`, `kernel_exec_timeout_enabled`, `compute_mode`,
/// `max_texture_1d_linear`, `memory_clock_rate`, `single_to_double_precision_perf_ratio`,
/// `cooperative_multi_device_launch`), which textbook programs still read. The runtime fills
/// every field.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CudaDeviceProp {
    pub name: [c_char; 256],
    pub uuid: CudaUuid,
    pub luid: [c_char; 8],
    pub luid_device_node_mask: u32,
    pub total_global_mem: usize,
    pub shared_mem_per_block: usize,
    pub regs_per_block: i32,
    pub warp_size: i32,
    pub mem_pitch: usize,
    pub max_threads_per_block: i32,
    pub max_threads_dim: [i32; 3],
    pub max_grid_size: [i32; 3],
    pub clock_rate: i32,
    pub total_const_mem: usize,
    pub major: i32,
    pub minor: i32,
    pub texture_alignment: usize,
    pub texture_pitch_alignment: usize,
    pub device_overlap: i32,
    pub multi_processor_count: i32,
    pub kernel_exec_timeout_enabled: i32,
    pub integrated: i32,
    pub can_map_host_memory: i32,
    pub compute_mode: i32,
    pub max_texture_1d: i32,
    pub max_texture_1d_mipmap: i32,
    pub max_texture_1d_linear: i32,
    pub max_texture_2d: [i32; 2],
    pub max_texture_2d_mipmap: [i32; 2],
    pub max_texture_2d_linear: [i32; 3],
    pub max_texture_2d_gather: [i32; 2],
    pub max_texture_3d: [i32; 3],
    pub max_texture_3d_alt: [i32; 3],
    pub max_texture_cubemap: i32,
    pub max_texture_1d_layered: [i32; 2],
    pub max_texture_2d_layered: [i32; 3],
    pub max_texture_cubemap_layered: [i32; 2],
    pub max_surface_1d: i32,
    pub max_surface_2d: [i32; 2],
    pub max_surface_3d: [i32; 3],
    pub max_surface_1d_layered: [i32; 2],
    pub max_surface_2d_layered: [i32; 3],
    pub max_surface_cubemap: i32,
    pub max_surface_cubemap_layered: [i32; 2],
    pub surface_alignment: usize,
    pub concurrent_kernels: i32,
    pub ecc_enabled: i32,
    pub pci_bus_id: i32,
    pub pci_device_id: i32,
    pub pci_domain_id: i32,
    pub tcc_driver: i32,
    pub async_engine_count: i32,
    pub unified_addressing: i32,
    pub memory_clock_rate: i32,
    pub memory_bus_width: i32,
    pub l2_cache_size: i32,
    pub persisting_l2_cache_max_size: i32,
    pub max_threads_per_multi_processor: i32,
    pub stream_priorities_supported: i32,
    pub global_l1_cache_supported: i32,
    pub local_l1_cache_supported: i32,
    pub shared_mem_per_multiprocessor: usize,
    pub regs_per_multiprocessor: i32,
    pub managed_memory: i32,
    pub is_multi_gpu_board: i32,
    pub multi_gpu_board_group_id: i32,
    pub host_native_atomic_supported: i32,
    pub single_to_double_precision_perf_ratio: i32,
    pub pageable_memory_access: i32,
    pub concurrent_managed_access: i32,
    pub compute_preemption_supported: i32,
    pub can_use_host_pointer_for_registered_mem: i32,
    pub cooperative_launch: i32,
    pub cooperative_multi_device_launch: i32,
    pub shared_mem_per_block_optin: usize,
    pub pageable_memory_access_uses_host_page_tables: i32,
    pub direct_managed_mem_access_from_host: i32,
    pub max_blocks_per_multi_processor: i32,
    pub access_policy_max_window_size: i32,
    pub reserved_shared_mem_per_block: usize,
    pub host_register_supported: i32,
    pub sparse_cuda_array_supported: i32,
    pub host_register_read_only_supported: i32,
    pub timeline_semaphore_interop_supported: i32,
    pub memory_pools_supported: i32,
    pub gpu_direct_rdma_supported: i32,
    pub gpu_direct_rdma_flush_writes_options: u32,
    pub gpu_direct_rdma_writes_ordering: i32,
    pub memory_pool_supported_handle_types: u32,
    pub deferred_mapping_cuda_array_supported: i32,
    pub ipc_event_supported: i32,
    pub cluster_launch: i32,
    pub unified_function_pointers: i32,
    pub device_numa_config: i32,
    pub device_numa_id: i32,
    pub mps_enabled: i32,
    pub host_numa_id: i32,
    pub gpu_pci_device_id: u32,
    pub gpu_pci_subsystem_id: u32,
    pub host_numa_multinode_ipc_supported: i32,
    pub reserved: [i32; 56],
}

impl CudaDeviceProp {
    /// All fields zero, the starting point the runtime fills in.
    pub fn zeroed() -> Self {
        // SAFETY: every field is an integer or an array of integers, for which zero is valid.
        unsafe { std::mem::zeroed() }
    }

    /// Copies `name` into the NUL-terminated `name` field, truncating it to fit.
    pub fn set_name(&mut self, name: &str) {
        let bytes = name.as_bytes();
        let n = bytes.len().min(self.name.len() - 1);
        for (dst, &src) in self.name.iter_mut().zip(&bytes[..n]) {
            *dst = src as c_char;
        }
        self.name[n..].fill(0);
    }
}

impl Default for CudaDeviceProp {
    fn default() -> Self {
        Self::zeroed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn error_names_and_texts() {
        assert_eq!(CudaError::SUCCESS.name(), "cudaSuccess");
        assert_eq!(CudaError::SUCCESS.description(), "no error");
        assert_eq!(CudaError::INVALID_VALUE.name(), "cudaErrorInvalidValue");
        assert_eq!(CudaError::INVALID_VALUE.description(), "invalid argument");
        assert_eq!(CudaError::MEMORY_ALLOCATION.description(), "out of memory");
        assert_eq!(
            CudaError::ILLEGAL_ADDRESS.description(),
            "an illegal memory access was encountered"
        );
        assert_eq!(
            CudaError::INVALID_CONFIGURATION.description(),
            "invalid configuration argument"
        );
        assert_eq!(
            CudaError::INVALID_SYMBOL.description(),
            "invalid device symbol"
        );
        assert_eq!(CudaError(12345).name(), "unrecognized error code");
        assert_eq!(CudaError(12345).description(), "unrecognized error code");
        assert_eq!(
            format!("{}", CudaError::ASSERT),
            "device-side assert triggered"
        );
    }

    #[test]
    fn errors_are_unique_and_named_like_cuda() {
        let mut values = HashSet::new();
        let mut names = HashSet::new();
        for &(e, name, desc) in CudaError::ALL {
            assert!(values.insert(e.0), "duplicate value {}", e.0);
            assert!(names.insert(name), "duplicate name {name}");
            assert!(
                name == "cudaSuccess" || name.starts_with("cudaError"),
                "{name}"
            );
            assert!(!desc.is_empty(), "{name} has no description");
            assert_eq!(e.name(), name);
        }
    }

    #[test]
    fn enum_names_round_trip() {
        assert_eq!(
            MemcpyKind::HOST_TO_DEVICE.name(),
            Some("cudaMemcpyHostToDevice")
        );
        assert_eq!(DeviceAttr(96).name(), Some("cudaDevAttrReserved96"));
        assert_eq!(
            format!("{:?}", Limit::MALLOC_HEAP_SIZE),
            "cudaLimitMallocHeapSize"
        );
        assert_eq!(format!("{:?}", Limit(77)), "Limit(77)");
    }

    #[test]
    fn device_prop_name_is_terminated() {
        let mut p = CudaDeviceProp::zeroed();
        p.set_name(&"x".repeat(300));
        assert_eq!(p.name[254], b'x' as c_char);
        assert_eq!(p.name[255], 0);
        p.set_name("ferrocuda");
        assert_eq!(p.name[9], 0);
        assert_eq!(p.name[8], b'a' as c_char);
    }

    #[test]
    fn dim3_defaults_to_one() {
        assert_eq!(Dim3::default(), Dim3::new(1, 1, 1));
        assert_eq!(Dim3::new(65535, 65535, 64).count(), 65535 * 65535 * 64);
    }
}
