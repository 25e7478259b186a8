//! The driver API's CUDA graphs (`cuGraphCreate`, `cuGraphAdd*Node`, `cuGraphInstantiate`,
//! `cuGraphLaunch`, `cuStreamBeginCapture`, ...) over the runtime's graphs: the handles are
//! the runtime API's, so a graph made by either API is used by the other. Node parameters
//! that have the runtime's layout (memset, host) are read as the runtime's; a kernel node names
//! a `CUfunction` (or a `CUkernel`, the same handle) and a copy node is a `CUDA_MEMCPY3D`.

use crate::driver_api::{cu, cu_guard, out, runtime_result, CuResult, CUDA_ERROR_INVALID_VALUE};
use crate::driver_arrays::{copy_3d, Memcpy3d};
use crate::graph::{
    add_node, dependencies, edges_of, host_call_of, launch_of, memset_of, put_nodes,
    HostNodeParams, KernelNodeParams, MemsetParams,
};
use crate::rt;
use ferrocuda_runtime::abi::Dim3;
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};

type Handle = *mut c_void;

/// `CUDA_KERNEL_NODE_PARAMS` (CUDA 12's, with the kernel and context after the launch).
#[repr(C)]
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
        let p = *unsafe { params.as_ref() }.ok_or(CUDA_ERROR_INVALID_VALUE)?;
        // SAFETY: `node` and `deps` by this function's contract; the copy's memory is the
        // program's to keep valid while the graph runs, as in CUDA.
        cu(unsafe {
            add_node(node.cast(), graph.cast(), deps.cast(), n, |s| {
                runtime_result(copy_3d(&p, Some(s as *mut c_void)))
            })
        })
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
        cu(unsafe {
            add_node(node.cast(), graph.cast(), deps.cast(), n, |s| {
                memset_of(params, s)
            })
        })
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
        cu(unsafe {
            add_node(node.cast(), graph.cast(), deps.cast(), n, |s| {
                host_call_of(params, s)
            })
        })
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

versioned_names! {
    cuStreamBeginCapture_v2 => cuStreamBeginCapture(stream: Handle, mode: c_int);
    cuGraphAddKernelNode_v2 => cuGraphAddKernelNode(node: *mut Handle, graph: Handle, deps: *const Handle, n: usize, params: *const KernelNodeParamsDriver);
    cuGraphExecKernelNodeSetParams_v2 => cuGraphExecKernelNodeSetParams(exec: Handle, node: Handle, params: *const KernelNodeParamsDriver);
}
