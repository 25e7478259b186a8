//! Graphics interoperability (`cudaGraphics*`, `cuGraphics*`, `cudaGraphicsGL*`, `cuGL*`):
//! neither backend shares memory with OpenGL (the CPU backend has no GPU, and the NVIDIA
//! backend's memory is its own, not the display driver's), so no graphics resource can be
//! registered. Registration is refused as having no graphics context to share with; every
//! other call is given a resource that was never registered, and refused as CUDA refuses an
//! invalid handle, but a call on no resources at all, which does nothing.
//!
//! Programs that look these functions up (the driver API's dynamic loaders resolve them all
//! at start) find them, and programs that call them get CUDA's errors instead of a failed
//! link.

use crate::driver_api::{cu_result, CuResult};
use ferrocuda_runtime::abi::CudaError;
use std::ffi::{c_int, c_uint, c_void};

/// The answer for a call on `count` resources: nothing to do for none, an invalid handle
/// otherwise (none was ever registered).
fn resources_result(count: c_uint) -> CudaError {
    match count {
        0 => CudaError::Success,
        _ => CudaError::InvalidResourceHandle,
    }
}

/// What every call on one resource answers: it was never registered.
const UNREGISTERED: CudaError = CudaError::InvalidResourceHandle;
/// What a registration answers: there is no graphics context to share memory with.
const NO_GRAPHICS_CONTEXT: CudaError = CudaError::InvalidGraphicsContext;

/// Defines each export as returning a fixed error, or the resource-list answer, in the
/// runtime's or the driver's numbering.
macro_rules! graphics_exports {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty = $answer:expr;)*) => {$(
        #[no_mangle]
        #[allow(unused_variables)]
        pub extern "C" fn $name($($arg: $ty),*) -> $ret {
            $answer
        }
    )*};
}

graphics_exports! {
    cudaGraphicsUnregisterResource(resource: *mut c_void) -> CudaError = UNREGISTERED;
    cudaGraphicsResourceSetMapFlags(resource: *mut c_void, flags: c_uint) -> CudaError = UNREGISTERED;
    cudaGraphicsMapResources(count: c_int, resources: *const *mut c_void, stream: *mut c_void)
        -> CudaError = resources_result(count as c_uint);
    cudaGraphicsUnmapResources(count: c_int, resources: *const *mut c_void, stream: *mut c_void)
        -> CudaError = resources_result(count as c_uint);
    cudaGraphicsResourceGetMappedPointer(ptr: *mut *mut c_void, size: *mut usize, resource: *mut c_void)
        -> CudaError = UNREGISTERED;
    cudaGraphicsSubResourceGetMappedArray(array: *mut *mut c_void, resource: *mut c_void, index: c_uint, level: c_uint)
        -> CudaError = UNREGISTERED;
    cudaGraphicsResourceGetMappedMipmappedArray(mipmap: *mut *mut c_void, resource: *mut c_void)
        -> CudaError = UNREGISTERED;
    cudaGraphicsGLRegisterBuffer(resource: *mut *mut c_void, buffer: c_uint, flags: c_uint)
        -> CudaError = NO_GRAPHICS_CONTEXT;
    cudaGraphicsGLRegisterImage(resource: *mut *mut c_void, image: c_uint, target: c_uint, flags: c_uint)
        -> CudaError = NO_GRAPHICS_CONTEXT;
    cudaGLGetDevices(count: *mut c_uint, devices: *mut c_int, capacity: c_uint, list: c_int)
        -> CudaError = NO_GRAPHICS_CONTEXT;
    cudaGLSetGLDevice(device: c_int) -> CudaError = NO_GRAPHICS_CONTEXT;
    cudaGLRegisterBufferObject(buffer: c_uint) -> CudaError = NO_GRAPHICS_CONTEXT;
    cudaGLUnregisterBufferObject(buffer: c_uint) -> CudaError = UNREGISTERED;
    cudaGLMapBufferObject(ptr: *mut *mut c_void, buffer: c_uint) -> CudaError = UNREGISTERED;
    cudaGLUnmapBufferObject(buffer: c_uint) -> CudaError = UNREGISTERED;
    cudaGLMapBufferObjectAsync(ptr: *mut *mut c_void, buffer: c_uint, stream: *mut c_void)
        -> CudaError = UNREGISTERED;
    cudaGLUnmapBufferObjectAsync(buffer: c_uint, stream: *mut c_void) -> CudaError = UNREGISTERED;
    cudaGLSetBufferObjectMapFlags(buffer: c_uint, flags: c_uint) -> CudaError = UNREGISTERED;

    cuGraphicsUnregisterResource(resource: *mut c_void) -> CuResult = cu_result(UNREGISTERED);
    cuGraphicsResourceSetMapFlags(resource: *mut c_void, flags: c_uint) -> CuResult
        = cu_result(UNREGISTERED);
    cuGraphicsMapResources(count: c_uint, resources: *const *mut c_void, stream: *mut c_void)
        -> CuResult = cu_result(resources_result(count));
    cuGraphicsUnmapResources(count: c_uint, resources: *const *mut c_void, stream: *mut c_void)
        -> CuResult = cu_result(resources_result(count));
    cuGraphicsResourceGetMappedPointer(ptr: *mut u64, size: *mut usize, resource: *mut c_void)
        -> CuResult = cu_result(UNREGISTERED);
    cuGraphicsSubResourceGetMappedArray(array: *mut *mut c_void, resource: *mut c_void, index: c_uint, level: c_uint)
        -> CuResult = cu_result(UNREGISTERED);
    cuGraphicsResourceGetMappedMipmappedArray(mipmap: *mut *mut c_void, resource: *mut c_void)
        -> CuResult = cu_result(UNREGISTERED);
    cuGraphicsGLRegisterBuffer(resource: *mut *mut c_void, buffer: c_uint, flags: c_uint)
        -> CuResult = cu_result(NO_GRAPHICS_CONTEXT);
    cuGraphicsGLRegisterImage(resource: *mut *mut c_void, image: c_uint, target: c_uint, flags: c_uint)
        -> CuResult = cu_result(NO_GRAPHICS_CONTEXT);
    cuGLGetDevices(count: *mut c_uint, devices: *mut c_int, capacity: c_uint, list: c_int)
        -> CuResult = cu_result(NO_GRAPHICS_CONTEXT);
}

versioned_names! {
    cuGraphicsResourceSetMapFlags_v2 => cuGraphicsResourceSetMapFlags(resource: *mut c_void, flags: c_uint);
    cuGraphicsResourceGetMappedPointer_v2 => cuGraphicsResourceGetMappedPointer(ptr: *mut u64, size: *mut usize, resource: *mut c_void);
    cuGLGetDevices_v2 => cuGLGetDevices(count: *mut c_uint, devices: *mut c_int, capacity: c_uint, list: c_int);
}
