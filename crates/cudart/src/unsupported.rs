//! Entry points the headers declare whose features the runtime does not provide yet: CUDA
//! arrays, textures and surfaces, graphs, and inter-process sharing. Each one exists (so that
//! programs link), says once on stderr that it is missing, and fails with
//! `cudaErrorNotSupported`. `cudaCreateChannelDesc` needs no device and works.

use crate::guard;
use ferrocuda_runtime::abi::{
    ChannelFormatDesc, ChannelFormatKind, CudaArray, CudaError, CudaEvent, CudaGraph,
    CudaGraphExec, CudaStream, Extent, IpcEventHandle, IpcMemHandle, MemcpyKind, ResourceDesc,
    ResourceViewDesc, SurfaceObject, SurfaceReference, TextureDesc, TextureObject,
    TextureReference,
};
use ferrocuda_runtime::CudaResult;
use std::collections::HashSet;
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};
use std::sync::Mutex;

fn unsupported(name: &'static str) -> CudaResult<()> {
    static SAID: Mutex<Option<HashSet<&'static str>>> = Mutex::new(None);
    let first = SAID
        .lock()
        .map(|mut s| s.get_or_insert_with(HashSet::new).insert(name))
        .unwrap_or(false);
    if first {
        eprintln!("ferrocuda: {name} is not supported yet");
    }
    Err(CudaError::NotSupported)
}

/// Defines exports that only report that they are not supported.
macro_rules! not_supported {
    ($( fn $name:ident( $($arg:ident: $ty:ty),* $(,)? ); )*) => {
        $(
            #[no_mangle]
            pub extern "C" fn $name($(_: $ty),*) -> CudaError {
                guard(|| unsupported(stringify!($name)))
            }
        )*
    };
}

not_supported! {
    fn cudaMallocArray(array: *mut CudaArray, desc: *const ChannelFormatDesc, width: usize, height: usize, flags: c_uint);
    fn cudaMalloc3DArray(array: *mut CudaArray, desc: *const ChannelFormatDesc, extent: Extent, flags: c_uint);
    fn cudaFreeArray(array: CudaArray);
    fn cudaArrayGetInfo(desc: *mut ChannelFormatDesc, extent: *mut Extent, flags: *mut c_uint, array: CudaArray);
    fn cudaGetChannelDesc(desc: *mut ChannelFormatDesc, array: CudaArray);
    fn cudaMemcpy2DToArray(dst: CudaArray, w_offset: usize, h_offset: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: MemcpyKind);
    fn cudaMemcpy2DFromArray(dst: *mut c_void, dpitch: usize, src: CudaArray, w_offset: usize, h_offset: usize, width: usize, height: usize, kind: MemcpyKind);
    fn cudaMemcpy2DArrayToArray(dst: CudaArray, w_dst: usize, h_dst: usize, src: CudaArray, w_src: usize, h_src: usize, width: usize, height: usize, kind: MemcpyKind);
    fn cudaMemcpyToArray(dst: CudaArray, w_offset: usize, h_offset: usize, src: *const c_void, count: usize, kind: MemcpyKind);
    fn cudaMemcpyFromArray(dst: *mut c_void, src: CudaArray, w_offset: usize, h_offset: usize, count: usize, kind: MemcpyKind);
    fn cudaMemcpyArrayToArray(dst: CudaArray, w_dst: usize, h_dst: usize, src: CudaArray, w_src: usize, h_src: usize, count: usize, kind: MemcpyKind);
    fn cudaMemcpy2DToArrayAsync(dst: CudaArray, w_offset: usize, h_offset: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: MemcpyKind, stream: CudaStream);
    fn cudaMemcpy2DFromArrayAsync(dst: *mut c_void, dpitch: usize, src: CudaArray, w_offset: usize, h_offset: usize, width: usize, height: usize, kind: MemcpyKind, stream: CudaStream);
    fn cudaMemcpyToArrayAsync(dst: CudaArray, w_offset: usize, h_offset: usize, src: *const c_void, count: usize, kind: MemcpyKind, stream: CudaStream);
    fn cudaMemcpyFromArrayAsync(dst: *mut c_void, src: CudaArray, w_offset: usize, h_offset: usize, count: usize, kind: MemcpyKind, stream: CudaStream);

    fn cudaCreateTextureObject(tex: *mut TextureObject, res: *const ResourceDesc, desc: *const TextureDesc, view: *const ResourceViewDesc);
    fn cudaDestroyTextureObject(tex: TextureObject);
    fn cudaGetTextureObjectResourceDesc(res: *mut ResourceDesc, tex: TextureObject);
    fn cudaGetTextureObjectTextureDesc(desc: *mut TextureDesc, tex: TextureObject);
    fn cudaGetTextureObjectResourceViewDesc(view: *mut ResourceViewDesc, tex: TextureObject);
    fn cudaCreateSurfaceObject(surf: *mut SurfaceObject, res: *const ResourceDesc);
    fn cudaDestroySurfaceObject(surf: SurfaceObject);
    fn cudaGetSurfaceObjectResourceDesc(res: *mut ResourceDesc, surf: SurfaceObject);
    fn cudaBindTexture(offset: *mut usize, texref: *const TextureReference, ptr: *const c_void, desc: *const ChannelFormatDesc, size: usize);
    fn cudaBindTexture2D(offset: *mut usize, texref: *const TextureReference, ptr: *const c_void, desc: *const ChannelFormatDesc, width: usize, height: usize, pitch: usize);
    fn cudaBindTextureToArray(texref: *const TextureReference, array: CudaArray, desc: *const ChannelFormatDesc);
    fn cudaUnbindTexture(texref: *const TextureReference);
    fn cudaGetTextureAlignmentOffset(offset: *mut usize, texref: *const TextureReference);
    fn cudaGetTextureReference(texref: *mut *const TextureReference, symbol: *const c_void);
    fn cudaBindSurfaceToArray(surfref: *const SurfaceReference, array: CudaArray, desc: *const ChannelFormatDesc);

    fn cudaGraphCreate(graph: *mut CudaGraph, flags: c_uint);
    fn cudaGraphInstantiate(exec: *mut CudaGraphExec, graph: CudaGraph, flags: c_ulonglong);
    fn cudaGraphLaunch(exec: CudaGraphExec, stream: CudaStream);
    fn cudaGraphExecDestroy(exec: CudaGraphExec);
    fn cudaGraphDestroy(graph: CudaGraph);

    fn cudaIpcGetEventHandle(handle: *mut IpcEventHandle, event: CudaEvent);
    fn cudaIpcOpenEventHandle(event: *mut CudaEvent, handle: IpcEventHandle);
    fn cudaIpcGetMemHandle(handle: *mut IpcMemHandle, ptr: *mut c_void);
    fn cudaIpcOpenMemHandle(ptr: *mut *mut c_void, handle: IpcMemHandle, flags: c_uint);
    fn cudaIpcCloseMemHandle(ptr: *mut c_void);
}

/// `cudaCreateChannelDesc`: a plain constructor.
#[no_mangle]
pub extern "C" fn cudaCreateChannelDesc(
    x: c_int,
    y: c_int,
    z: c_int,
    w: c_int,
    f: ChannelFormatKind,
) -> ChannelFormatDesc {
    ChannelFormatDesc { x, y, z, w, f }
}
