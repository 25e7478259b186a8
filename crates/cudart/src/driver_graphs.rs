//! The driver API's CUDA graphs (`cuGraphCreate`, `cuGraphAdd*Node`, `cuGraphInstantiate`,
//! `cuGraphLaunch`, `cuStreamBeginCapture`, ...) over the runtime's graphs: the handles are
//! the runtime API's, so a graph made by either API is used by the other. Node parameters
//! that have the runtime's layout (memset, host) are read as the runtime's; a kernel node names
//! a `CUfunction` (or a `CUkernel`, the same handle) and a copy node is a `CUDA_MEMCPY3D`.

use crate::driver_api::{cu, cu_guard, out, runtime_result, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::driver_arrays::{copy_3d, Memcpy3d};
use crate::graph::{
    add_described_node, add_node, dependencies, edges_of, host_call_of, launch_of, memset_of,
    put_description, put_nodes, read_params, set_described_work, set_node_work, HostNodeParams,
    KernelNodeParams, MemsetParams,
};
use crate::rt;
use ferrocuda_runtime::abi::Dim3;
use ferrocuda_runtime::CudaResult;
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};

type Handle = *mut c_void;

/// `CUDA_KERNEL_NODE_PARAMS` (CUDA 12's, with the kernel and context after the launch).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct KernelNodeParamsDriver {
    func: *mut c_void,
    grid: [c_uint; 3],
    block: [c_uint; 3],
    shared_mem: c_uint,
    kernel_params: *mut *mut c_void,
    extra: *mut *mut c_void,
    kernel: *mut c_void,
    ctx: *mut c_void,
}

impl KernelNodeParamsDriver {
    /// The runtime's description of the same launch (the function, else the kernel).
    fn runtime(&self) -> KernelNodeParams {
        let dim = |d: [c_uint; 3]| Dim3 {
            x: d[0],
            y: d[1],
            z: d[2],
        };
        KernelNodeParams {
            func: if self.func.is_null() {
                self.kernel
            } else {
                self.func
            },
            grid: dim(self.grid),
            block: dim(self.block),
            shared_mem: self.shared_mem,
            kernel_params: self.kernel_params,
            extra: self.extra,
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphCreate(graph: *mut Handle, flags: c_uint) -> CuResult {
    cu_guard(|| {
        let g = cu(rt().graph_create(flags))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(graph, g as Handle) }
    })
}

#[no_mangle]
pub extern "C" fn cuGraphDestroy(graph: Handle) -> CuResult {
    cu_guard(|| cu(rt().graph_destroy(graph as usize)))
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphClone(clone: *mut Handle, graph: Handle) -> CuResult {
    cu_guard(|| {
        let g = cu(rt().graph_clone(graph as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(clone, g as Handle) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphAddKernelNode(
    node: *mut Handle,
    graph: Handle,
    deps: *const Handle,
    n: usize,
    params: *const KernelNodeParamsDriver,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid `CUDA_KERNEL_NODE_PARAMS` by the caller's contract.
        let p = unsafe { params.as_ref() }
            .ok_or(CUDA_ERROR_INVALID_VALUE)?
            .runtime();
        // SAFETY: `node` and `deps` by this function's contract; the arguments are read now.
        cu(unsafe {
            add_node(node.cast(), graph.cast(), deps.cast(), n, |s| {
                launch_of(&p, s)
            })
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphExecKernelNodeSetParams(
    exec: Handle,
    node: Handle,
    params: *const KernelNodeParamsDriver,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid `CUDA_KERNEL_NODE_PARAMS` by the caller's contract.
        let p = unsafe { params.as_ref() }
            .ok_or(CUDA_ERROR_INVALID_VALUE)?
            .runtime();
        // SAFETY: as for cuGraphAddKernelNode.
        cu(
            rt().graph_exec_node_set_work(exec as usize, node as usize, |s| unsafe {
                launch_of(&p, s)
            }),
        )
    })
}

/// `cuGraphAddMemcpyNode`: the copy a `CUDA_MEMCPY3D` describes (the context is the one
/// device's).
#[no_mangle]
pub unsafe extern "C" fn cuGraphAddMemcpyNode(
    node: *mut Handle,
    graph: Handle,
    deps: *const Handle,
    n: usize,
    params: *const Memcpy3d,
    _ctx: Handle,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid `CUDA_MEMCPY3D`, copied now.
        let p = cu(unsafe { read_params(params) })?;
        // SAFETY: `node` and `deps` by this function's contract; the copy's memory is the
        // program's to keep valid while the graph runs, as in CUDA.
        cu(unsafe { add_described_node(node, graph, deps, n, p, |s| copy_of(&p, s)) })
    })
}

/// `cuGraphAddMemsetNode`: `CUDA_MEMSET_NODE_PARAMS` has `cudaMemsetParams`' layout.
#[no_mangle]
pub unsafe extern "C" fn cuGraphAddMemsetNode(
    node: *mut Handle,
    graph: Handle,
    deps: *const Handle,
    n: usize,
    params: *const MemsetParams,
    _ctx: Handle,
) -> CuResult {
    // SAFETY: `node` and `deps` by this function's contract; `params` is read now.
    cu_guard(|| {
        // SAFETY: as above.
        let p = cu(unsafe { read_params(params) })?;
        cu(unsafe { add_described_node(node, graph, deps, n, p, |s| memset_of(&p, s)) })
    })
}

/// `cuGraphAddHostNode`: `CUDA_HOST_NODE_PARAMS` has `cudaHostNodeParams`' layout.
#[no_mangle]
pub unsafe extern "C" fn cuGraphAddHostNode(
    node: *mut Handle,
    graph: Handle,
    deps: *const Handle,
    n: usize,
    params: *const HostNodeParams,
) -> CuResult {
    // SAFETY: `node` and `deps` by this function's contract; `params` is read now.
    cu_guard(|| {
        // SAFETY: as above.
        let p = cu(unsafe { read_params(params) })?;
        cu(unsafe { add_described_node(node, graph, deps, n, p, |s| host_call_of(&p, s)) })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphAddEmptyNode(
    node: *mut Handle,
    graph: Handle,
    deps: *const Handle,
    n: usize,
) -> CuResult {
    // SAFETY: this function's contract.
    cu_guard(|| cu(unsafe { add_node(node.cast(), graph.cast(), deps.cast(), n, |_| Ok(())) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphAddChildGraphNode(
    node: *mut Handle,
    graph: Handle,
    deps: *const Handle,
    n: usize,
    child: Handle,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: `deps` points to `n` handles by this function's contract.
        let deps = cu(unsafe { dependencies(deps.cast(), n) })?;
        let h = cu(rt().graph_add_child(graph as usize, &deps, child as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(node, h as Handle) }
    })
}

/// `cuGraphAddDependencies` (CUDA 13's, with edge data: default edges only).
#[no_mangle]
pub unsafe extern "C" fn cuGraphAddDependencies(
    graph: Handle,
    from: *const Handle,
    to: *const Handle,
    edge_data: *const [u8; 8],
    n: usize,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: this function's contract is edges_of's.
        let (from, to) = cu(unsafe { edges_of(from.cast(), to.cast(), edge_data.cast(), n) })?;
        cu(rt().graph_add_dependencies(graph as usize, &from, &to))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphGetNodes(
    graph: Handle,
    nodes: *mut Handle,
    count: *mut usize,
) -> CuResult {
    cu_guard(|| {
        let all = cu(rt().graph_nodes(graph as usize))?;
        // SAFETY: this function's contract is put_nodes'.
        cu(unsafe { put_nodes(&all, nodes.cast(), count) })
    })
}

/// `cuGraphNodeGetType`: `CUgraphNodeType` numbers are `cudaGraphNodeType`'s.
#[no_mangle]
pub unsafe extern "C" fn cuGraphNodeGetType(node: Handle, kind: *mut c_int) -> CuResult {
    cu_guard(|| {
        let k = cu(rt().graph_node_kind(node as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(kind, k as c_int) }
    })
}

#[no_mangle]
pub extern "C" fn cuGraphDestroyNode(node: Handle) -> CuResult {
    cu_guard(|| cu(rt().graph_destroy_node(node as usize)))
}

/// `cuGraphInstantiate` (CUDA 12's, with flags) and `cuGraphInstantiateWithFlags`.
#[no_mangle]
pub unsafe extern "C" fn cuGraphInstantiate(
    exec: *mut Handle,
    graph: Handle,
    flags: c_ulonglong,
) -> CuResult {
    cu_guard(|| {
        let e = cu(crate::graph::instantiate(graph.cast(), flags))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(exec, e as Handle) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphInstantiateWithFlags(
    exec: *mut Handle,
    graph: Handle,
    flags: c_ulonglong,
) -> CuResult {
    // SAFETY: the same contract.
    unsafe { cuGraphInstantiate(exec, graph, flags) }
}

#[no_mangle]
pub extern "C" fn cuGraphLaunch(exec: Handle, stream: Handle) -> CuResult {
    cu_guard(|| cu(rt().graph_launch(exec as usize, stream as usize)))
}

#[no_mangle]
pub extern "C" fn cuGraphUpload(exec: Handle, stream: Handle) -> CuResult {
    cu_guard(|| cu(rt().graph_upload(exec as usize, stream as usize)))
}

#[no_mangle]
pub extern "C" fn cuGraphExecDestroy(exec: Handle) -> CuResult {
    cu_guard(|| cu(rt().graph_exec_destroy(exec as usize)))
}

/// `cuStreamBeginCapture`: `CUstreamCaptureMode` numbers are the runtime's.
#[no_mangle]
pub extern "C" fn cuStreamBeginCapture(stream: Handle, mode: c_int) -> CuResult {
    cu_guard(|| cu(rt().stream_begin_capture(stream as usize, mode)))
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamEndCapture(stream: Handle, graph: *mut Handle) -> CuResult {
    cu_guard(|| {
        let g = cu(rt().stream_end_capture(stream as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(graph, g as Handle) }
    })
}

/// `cuStreamIsCapturing`: `CUstreamCaptureStatus` numbers are the runtime's.
#[no_mangle]
pub unsafe extern "C" fn cuStreamIsCapturing(stream: Handle, status: *mut c_int) -> CuResult {
    cu_guard(|| {
        let s = cu(rt().stream_capture_status(stream as usize))?;
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(status, s.0) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphKernelNodeGetParams(
    node: Handle,
    params: *mut KernelNodeParamsDriver,
) -> CuResult {
    cu_guard(|| {
        let launch = cu(rt().graph_kernel_launch(node as usize))?;
        let p = KernelNodeParamsDriver {
            func: launch.func as *mut c_void,
            grid: launch.grid,
            block: launch.block,
            shared_mem: launch.shared_mem as c_uint,
            // The arguments live as long as the node's launch is not replaced, as in CUDA.
            kernel_params: launch.argument_pointers() as *mut *mut c_void,
            extra: std::ptr::null_mut(),
            kernel: std::ptr::null_mut(),
            ctx: std::ptr::null_mut(),
        };
        // SAFETY: the caller passes a writable pointer or null.
        unsafe { out(params, p) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphKernelNodeSetParams(
    node: Handle,
    params: *const KernelNodeParamsDriver,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: null or a valid `CUDA_KERNEL_NODE_PARAMS` by the caller's contract.
        let p = cu(unsafe { read_params(params) })?.runtime();
        // SAFETY: as for cuGraphAddKernelNode.
        cu(set_node_work(None, node, |s| unsafe { launch_of(&p, s) }))
    })
}

/// `cuGraphMemcpyNodeGetParams`: the `CUDA_MEMCPY3D` of a copy node the driver API made or
/// last set (one the runtime API made has a `cudaMemcpy3DParms` instead:
/// `CUDA_ERROR_INVALID_VALUE`).
#[no_mangle]
pub unsafe extern "C" fn cuGraphMemcpyNodeGetParams(
    node: Handle,
    params: *mut Memcpy3d,
) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| cu(unsafe { put_description(node as usize, params) }))
}

/// Sets a copy, fill or host node's parameters, the structure at `params` (a `T`): in
/// `exec`, or in the graph that holds the node; `work` is what they ask of a stream.
///
/// # Safety
/// `params` is null or a valid `T`, read now.
unsafe fn set_params<T: Copy + 'static>(
    exec: Option<Handle>,
    node: Handle,
    params: *const T,
    work: impl FnOnce(&T, usize) -> CudaResult<()>,
) -> CuResult {
    cu_guard(|| {
        // SAFETY: the caller's contract.
        let p = cu(unsafe { read_params(params) })?;
        cu(set_described_work(exec, node, p, |s| work(&p, s)))
    })
}

/// The copy a `CUDA_MEMCPY3D` describes, issued to `stream` (its memory is the program's to
/// keep valid while the graph exists, as in CUDA).
fn copy_of(p: &Memcpy3d, stream: usize) -> CudaResult<()> {
    // SAFETY: the descriptor was checked when it was read; its memory is the program's.
    runtime_result(unsafe { copy_3d(p, Some(stream as *mut c_void)) })
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphMemcpyNodeSetParams(
    node: Handle,
    params: *const Memcpy3d,
) -> CuResult {
    // SAFETY: this function's contract is set_params'.
    unsafe { set_params(None, node, params, copy_of) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphExecMemcpyNodeSetParams(
    exec: Handle,
    node: Handle,
    params: *const Memcpy3d,
    _ctx: Handle,
) -> CuResult {
    // SAFETY: this function's contract is set_params'.
    unsafe { set_params(Some(exec), node, params, copy_of) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphMemsetNodeGetParams(
    node: Handle,
    params: *mut MemsetParams,
) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| cu(unsafe { put_description(node as usize, params) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphMemsetNodeSetParams(
    node: Handle,
    params: *const MemsetParams,
) -> CuResult {
    // SAFETY: this function's contract is set_params'.
    unsafe { set_params(None, node, params, memset_of) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphExecMemsetNodeSetParams(
    exec: Handle,
    node: Handle,
    params: *const MemsetParams,
    _ctx: Handle,
) -> CuResult {
    // SAFETY: this function's contract is set_params'.
    unsafe { set_params(Some(exec), node, params, memset_of) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphHostNodeGetParams(
    node: Handle,
    params: *mut HostNodeParams,
) -> CuResult {
    // SAFETY: the caller passes a writable pointer or null.
    cu_guard(|| cu(unsafe { put_description(node as usize, params) }))
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphHostNodeSetParams(
    node: Handle,
    params: *const HostNodeParams,
) -> CuResult {
    // SAFETY: this function's contract is set_params'.
    unsafe { set_params(None, node, params, host_call_of) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGraphExecHostNodeSetParams(
    exec: Handle,
    node: Handle,
    params: *const HostNodeParams,
) -> CuResult {
    // SAFETY: this function's contract is set_params'.
    unsafe { set_params(Some(exec), node, params, host_call_of) }
}

/// `cuGraphConditionalHandleCreate`: the runtime's, in the one context.
#[no_mangle]
pub unsafe extern "C" fn cuGraphConditionalHandleCreate(
    handle: *mut u64,
    graph: Handle,
    _ctx: Handle,
    default_value: c_uint,
    flags: c_uint,
) -> CuResult {
    cu_guard(|| {
        crate::driver_api::as_driver_call(|| unsafe {
            // SAFETY: forwarded from the caller.
            crate::graph_nodes::cudaGraphConditionalHandleCreate(
                handle,
                graph,
                default_value,
                flags,
            )
        })
    })
}

runtime_twins! {
    cuGraphGetRootNodes => crate::graph::cudaGraphGetRootNodes {
        graph: Handle, nodes: *mut Handle, count: *mut usize
    }
    cuGraphGetEdges => crate::graph::cudaGraphGetEdges {
        graph: Handle, from: *mut Handle, to: *mut Handle, edge_data: *mut [u8; 8],
        count: *mut usize
    }
    cuGraphNodeGetDependencies => crate::graph::cudaGraphNodeGetDependencies {
        node: Handle, deps: *mut Handle, edge_data: *mut [u8; 8], count: *mut usize
    }
    cuGraphNodeGetDependentNodes => crate::graph::cudaGraphNodeGetDependentNodes {
        node: Handle, dependents: *mut Handle, edge_data: *mut [u8; 8], count: *mut usize
    }
    cuGraphRemoveDependencies => crate::graph::cudaGraphRemoveDependencies {
        graph: Handle, from: *const Handle, to: *const Handle, edge_data: *const [u8; 8],
        n: usize
    }
    cuGraphNodeFindInClone => crate::graph::cudaGraphNodeFindInClone {
        node: *mut Handle, original: Handle, clone: Handle
    }
    cuGraphDebugDotPrint => crate::graph::cudaGraphDebugDotPrint {
        graph: Handle, path: *const std::ffi::c_char, flags: c_uint
    }
    cuGraphExecGetFlags => crate::graph::cudaGraphExecGetFlags {
        exec: Handle, flags: *mut c_ulonglong
    }
    cuGraphExecUpdate => crate::graph::cudaGraphExecUpdate {
        exec: Handle, graph: Handle, info: *mut crate::graph::ExecUpdateResultInfo
    }
    cuGraphNodeSetEnabled => crate::graph::cudaGraphNodeSetEnabled {
        exec: Handle, node: Handle, enabled: c_uint
    }
    cuGraphNodeGetEnabled => crate::graph::cudaGraphNodeGetEnabled {
        exec: Handle, node: Handle, enabled: *mut c_uint
    }
    cuGraphAddEventRecordNode => crate::graph_nodes::cudaGraphAddEventRecordNode {
        node: *mut Handle, graph: Handle, deps: *const Handle, n: usize, event: Handle
    }
    cuGraphAddEventWaitNode => crate::graph_nodes::cudaGraphAddEventWaitNode {
        node: *mut Handle, graph: Handle, deps: *const Handle, n: usize, event: Handle
    }
    cuGraphEventRecordNodeGetEvent => crate::graph_nodes::cudaGraphEventRecordNodeGetEvent {
        node: Handle, event: *mut Handle
    }
    cuGraphEventWaitNodeGetEvent => crate::graph_nodes::cudaGraphEventWaitNodeGetEvent {
        node: Handle, event: *mut Handle
    }
    cuGraphEventRecordNodeSetEvent => crate::graph_nodes::cudaGraphEventRecordNodeSetEvent {
        node: Handle, event: Handle
    }
    cuGraphEventWaitNodeSetEvent => crate::graph_nodes::cudaGraphEventWaitNodeSetEvent {
        node: Handle, event: Handle
    }
    cuGraphExecEventRecordNodeSetEvent => crate::graph_nodes::cudaGraphExecEventRecordNodeSetEvent {
        exec: Handle, node: Handle, event: Handle
    }
    cuGraphExecEventWaitNodeSetEvent => crate::graph_nodes::cudaGraphExecEventWaitNodeSetEvent {
        exec: Handle, node: Handle, event: Handle
    }
    cuGraphAddMemAllocNode => crate::graph_nodes::cudaGraphAddMemAllocNode {
        node: *mut Handle, graph: Handle, deps: *const Handle, n: usize,
        params: *mut crate::graph_nodes::MemAllocNodeParams
    }
    cuGraphMemAllocNodeGetParams => crate::graph_nodes::cudaGraphMemAllocNodeGetParams {
        node: Handle, params: *mut crate::graph_nodes::MemAllocNodeParams
    }
    cuGraphAddMemFreeNode => crate::graph_nodes::cudaGraphAddMemFreeNode {
        node: *mut Handle, graph: Handle, deps: *const Handle, n: usize, ptr: *mut c_void
    }
    cuGraphMemFreeNodeGetParams => crate::graph_nodes::cudaGraphMemFreeNodeGetParams {
        node: Handle, ptr: *mut c_void
    }
    cuDeviceGraphMemTrim => crate::graph_nodes::cudaDeviceGraphMemTrim { device: c_int }
    cuDeviceGetGraphMemAttribute => crate::graph_nodes::cudaDeviceGetGraphMemAttribute {
        device: c_int, attr: c_uint, value: *mut c_void
    }
    cuDeviceSetGraphMemAttribute => crate::graph_nodes::cudaDeviceSetGraphMemAttribute {
        device: c_int, attr: c_uint, value: *mut c_void
    }
    cuStreamBeginCaptureToGraph => crate::graph_nodes::cudaStreamBeginCaptureToGraph {
        stream: Handle, graph: Handle, deps: *const Handle, edge_data: *const [u8; 8], n: usize,
        mode: ferrocuda_runtime::abi::StreamCaptureMode
    }
    cuStreamUpdateCaptureDependencies => crate::graph_nodes::cudaStreamUpdateCaptureDependencies {
        stream: Handle, deps: *const Handle, edge_data: *const [u8; 8], n: usize, flags: c_uint
    }
    cuStreamGetCaptureInfo => crate::stream::cudaStreamGetCaptureInfo {
        stream: Handle, status: *mut ferrocuda_runtime::abi::StreamCaptureStatus,
        id: *mut c_ulonglong, graph: *mut Handle, deps: *mut *const usize,
        edge_data: *mut *const [u8; 8], count: *mut usize
    }
    cuThreadExchangeStreamCaptureMode => crate::stream::cudaThreadExchangeStreamCaptureMode {
        mode: *mut ferrocuda_runtime::abi::StreamCaptureMode
    }
}

versioned_names! {
    cuStreamBeginCapture_v2 => cuStreamBeginCapture(stream: Handle, mode: c_int);
    cuGraphAddKernelNode_v2 => cuGraphAddKernelNode(node: *mut Handle, graph: Handle, deps: *const Handle, n: usize, params: *const KernelNodeParamsDriver);
    cuGraphExecKernelNodeSetParams_v2 => cuGraphExecKernelNodeSetParams(exec: Handle, node: Handle, params: *const KernelNodeParamsDriver);
}
