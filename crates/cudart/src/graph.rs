//! CUDA graphs: creating, instantiating and launching them, and adding nodes one by one.

use crate::stream::HostFn;
use crate::{guard, non_null, put, rt};
use ferrocuda_runtime::abi::{
    CudaError, CudaGraph, CudaGraphExec, CudaGraphNode, CudaStream, Dim3, Extent, Memcpy3DParms,
    MemcpyKind, PitchedPtr, Pos,
};
use ferrocuda_runtime::{CudaResult, LaunchAttributes};
use std::ffi::{c_int, c_uint, c_ulonglong, c_void};

/// `struct cudaKernelNodeParams`.
#[repr(C)]
pub struct KernelNodeParams {
    pub(crate) func: *const c_void,
    pub(crate) grid: Dim3,
    pub(crate) block: Dim3,
    pub(crate) shared_mem: c_uint,
    pub(crate) kernel_params: *mut *mut c_void,
    pub(crate) extra: *mut *mut c_void,
}

/// `struct cudaMemsetParams`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct MemsetParams {
    dst: *mut c_void,
    pitch: usize,
    value: c_uint,
    element_size: c_uint,
    width: usize,
    height: usize,
}

/// `struct cudaHostNodeParams`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct HostNodeParams {
    f: HostFn,
    user: *mut c_void,
}

/// A node's dependencies as handles.
///
/// # Safety
/// `deps` points to `n` handles, or `n` is 0.
pub(crate) unsafe fn dependencies(deps: *const CudaGraphNode, n: usize) -> CudaResult<Vec<usize>> {
    if n == 0 {
        return Ok(Vec::new());
    }
    non_null(deps)?;
    // SAFETY: the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(deps, n) }
        .iter()
        .map(|&d| d as usize)
        .collect())
}

/// Adds the work `issue` issues to a stream as a node of `graph` and writes its handle.
///
/// # Safety
/// `node` is writable or null; `deps` as for [`dependencies`].
pub(crate) unsafe fn add_node(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    issue: impl FnOnce(usize) -> CudaResult<()>,
) -> CudaResult<()> {
    non_null(node)?;
    // SAFETY: the caller's contract.
    let deps = unsafe { dependencies(deps, n) }?;
    let handle = rt().graph_add_node(graph as usize, &deps, issue)?;
    // SAFETY: checked non-null.
    unsafe { put(node, handle as CudaGraphNode) }
}

/// A node's parameters as the program gave them (a copy of its parameter structure), kept with
/// the node for the getters of the API that made or set it.
#[derive(Clone, Copy)]
struct Described<T>(T);

// SAFETY: plain data copied from the program: the pointers in it are the program's, handed back
// by the getters and never followed through this value.
unsafe impl<T> Send for Described<T> {}
// SAFETY: as for `Send`; the value is never changed once kept.
unsafe impl<T> Sync for Described<T> {}

/// Keeps `params` with node `node` for [`description`].
pub(crate) fn describe<T: Copy + 'static>(node: usize, params: T) -> CudaResult<()> {
    rt().graph_node_describe(node, std::sync::Arc::new(Described(params)))
}

/// The parameters of type `T` node `node` was made or last set with;
/// `cudaErrorInvalidValue` for a node of another kind, one made through the other API (whose
/// structure differs), or one a stream captured.
pub(crate) fn description<T: Copy + 'static>(node: usize) -> CudaResult<T> {
    rt().graph_node_params(node)?
        .downcast_ref::<Described<T>>()
        .map(|d| d.0)
        .ok_or(CudaError::InvalidValue)
}

/// [`add_node`] for a node whose getter gives back `params`.
///
/// # Safety
/// As for [`add_node`].
pub(crate) unsafe fn add_described_node<T: Copy + 'static>(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    params: T,
    issue: impl FnOnce(usize) -> CudaResult<()>,
) -> CudaResult<()> {
    // SAFETY: the caller's contract.
    unsafe { add_node(node, graph, deps, n, issue) }?;
    // SAFETY: `add_node` has just written the handle there.
    describe(unsafe { *node } as usize, params)
}

/// The structure at `params`, copied; `cudaErrorInvalidValue` for a null pointer.
///
/// # Safety
/// `params` is null or points to a `T`.
pub(crate) unsafe fn read_params<T: Copy>(params: *const T) -> CudaResult<T> {
    non_null(params)?;
    // SAFETY: checked non-null; the caller's contract.
    Ok(unsafe { *params })
}

/// Writes what [`description`] gives for `node` to `params`.
///
/// # Safety
/// `params` is null or writable.
pub(crate) unsafe fn put_description<T: Copy + 'static>(
    node: usize,
    params: *mut T,
) -> CudaResult<()> {
    non_null(params)?;
    let p = description(node)?;
    // SAFETY: checked non-null; the caller's contract.
    unsafe { put(params, p) }
}

/// The launch a kernel node's parameters describe, issued to `stream`.
///
/// # Safety
/// `p` describes a launch as cudaLaunchKernel's arguments do; they are read now.
pub(crate) unsafe fn launch_of(p: &KernelNodeParams, stream: usize) -> CudaResult<()> {
    if !p.extra.is_null() {
        return Err(CudaError::NotSupported);
    }
    let (g, b) = (p.grid, p.block);
    // SAFETY: the caller's contract.
    unsafe {
        rt().launch_kernel(
            p.func as usize,
            [g.x, g.y, g.z],
            [b.x, b.y, b.z],
            p.kernel_params as *const *const u8,
            p.shared_mem as usize,
            stream,
            LaunchAttributes::default(),
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddKernelNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    params: *const KernelNodeParams,
) -> CudaError {
    guard(|| {
        non_null(params)?;
        // SAFETY: checked non-null; the program describes a launch as cudaLaunchKernel's,
        // whose arguments are read when the node is added.
        unsafe {
            let p = &*params;
            add_node(node, graph, deps, n, |stream| launch_of(p, stream))
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphKernelNodeSetParams(
    node: CudaGraphNode,
    params: *const KernelNodeParams,
) -> CudaError {
    guard(|| {
        non_null(params)?;
        // SAFETY: checked non-null; as for cudaGraphAddKernelNode.
        let p = unsafe { &*params };
        set_node_work(None, node, |stream| unsafe { launch_of(p, stream) })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecKernelNodeSetParams(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    params: *const KernelNodeParams,
) -> CudaError {
    guard(|| {
        non_null(params)?;
        // SAFETY: checked non-null; as for cudaGraphAddKernelNode.
        let p = unsafe { &*params };
        set_node_work(Some(exec), node, |stream| unsafe { launch_of(p, stream) })
    })
}

/// `cudaGraphExecUpdateResultInfo`.
#[repr(C)]
pub struct ExecUpdateResultInfo {
    result: c_int,
    error_node: CudaGraphNode,
    error_from_node: CudaGraphNode,
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecUpdate(
    exec: CudaGraphExec,
    graph: CudaGraph,
    info: *mut ExecUpdateResultInfo,
) -> CudaError {
    guard(|| {
        let outcome = rt().graph_exec_update(exec as usize, graph as usize)?;
        if !info.is_null() {
            let (result, node) = match outcome {
                Ok(()) => (0, None),
                Err((e, node)) => (e as c_int, node),
            };
            // SAFETY: checked non-null; the program gives room for the result.
            unsafe {
                info.write(ExecUpdateResultInfo {
                    result,
                    error_node: node.unwrap_or(0) as CudaGraphNode,
                    error_from_node: std::ptr::null_mut(),
                })
            };
        }
        outcome.map_err(|_| CudaError::GraphExecUpdateFailure)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemcpyNode1D(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: MemcpyKind,
) -> CudaError {
    let copy = (dst, src, count, kind);
    // SAFETY: as for cudaMemcpyAsync; the program keeps both sides alive while the graph exists.
    guard(|| unsafe {
        add_described_node(node, graph, deps, n, as_3d(copy), |stream| {
            memcpy_1d_of(copy, stream)
        })
    })
}

/// A one-dimensional copy as its getter describes it: one row of `count` bytes.
fn as_3d(
    (dst, src, count, kind): (*mut c_void, *const c_void, usize, MemcpyKind),
) -> Memcpy3DParms {
    let row = |ptr: *mut c_void| PitchedPtr {
        ptr,
        pitch: count,
        xsize: count,
        ysize: 1,
    };
    Memcpy3DParms {
        src_array: std::ptr::null_mut(),
        src_pos: Pos::default(),
        src_ptr: row(src.cast_mut()),
        dst_array: std::ptr::null_mut(),
        dst_pos: Pos::default(),
        dst_ptr: row(dst),
        extent: Extent {
            width: count,
            height: 1,
            depth: 1,
        },
        kind,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemcpyNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    params: *const Memcpy3DParms,
) -> CudaError {
    // SAFETY: `node` and `deps` by this function's contract; `params` is read now.
    guard(|| unsafe {
        let p = read_params(params)?;
        add_described_node(node, graph, deps, n, p, |stream| memcpy_of(&p, stream))
    })
}

/// Sets what `node` does from now on: in `exec`, an instantiated graph, or where `exec` is
/// `None`, in the graph that holds it.
pub(crate) fn set_node_work(
    exec: Option<CudaGraphExec>,
    node: CudaGraphNode,
    issue: impl FnOnce(usize) -> CudaResult<()>,
) -> CudaResult<()> {
    match exec {
        Some(exec) => rt().graph_exec_node_set_work(exec as usize, node as usize, issue),
        None => rt().graph_node_set_work(node as usize, issue),
    }
}

/// [`set_node_work`] for a node whose getter gives back `params` (a graph's node: the nodes
/// of an instantiated graph have no getters).
pub(crate) fn set_described_work<T: Copy + 'static>(
    exec: Option<CudaGraphExec>,
    node: CudaGraphNode,
    params: T,
    issue: impl FnOnce(usize) -> CudaResult<()>,
) -> CudaResult<()> {
    set_node_work(exec, node, issue)?;
    match exec {
        Some(_) => Ok(()),
        None => describe(node as usize, params),
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemcpyNodeSetParams(
    node: CudaGraphNode,
    params: *const Memcpy3DParms,
) -> CudaError {
    // SAFETY: as for cudaGraphAddMemcpyNode.
    guard(|| {
        let p = unsafe { read_params(params) }?;
        set_described_work(None, node, p, |stream| unsafe { memcpy_of(&p, stream) })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecMemcpyNodeSetParams(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    params: *const Memcpy3DParms,
) -> CudaError {
    // SAFETY: as for cudaGraphAddMemcpyNode.
    guard(|| {
        let p = unsafe { read_params(params) }?;
        set_node_work(Some(exec), node, |stream| unsafe { memcpy_of(&p, stream) })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemcpyNodeSetParams1D(
    node: CudaGraphNode,
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: MemcpyKind,
) -> CudaError {
    let copy = (dst, src, count, kind);
    // SAFETY: as for cudaGraphAddMemcpyNode1D.
    guard(|| {
        set_described_work(None, node, as_3d(copy), |stream| unsafe {
            memcpy_1d_of(copy, stream)
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecMemcpyNodeSetParams1D(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    dst: *mut c_void,
    src: *const c_void,
    count: usize,
    kind: MemcpyKind,
) -> CudaError {
    let copy = (dst, src, count, kind);
    // SAFETY: as for cudaGraphAddMemcpyNode1D.
    guard(|| {
        set_node_work(Some(exec), node, |stream| unsafe {
            memcpy_1d_of(copy, stream)
        })
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemsetNodeSetParams(
    node: CudaGraphNode,
    params: *const MemsetParams,
) -> CudaError {
    // SAFETY: `params` is read now.
    guard(|| {
        let p = unsafe { read_params(params) }?;
        set_described_work(None, node, p, |stream| memset_of(&p, stream))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecMemsetNodeSetParams(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    params: *const MemsetParams,
) -> CudaError {
    // SAFETY: `params` is read now.
    guard(|| {
        let p = unsafe { read_params(params) }?;
        set_node_work(Some(exec), node, |stream| memset_of(&p, stream))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphHostNodeSetParams(
    node: CudaGraphNode,
    params: *const HostNodeParams,
) -> CudaError {
    // SAFETY: `params` is read now.
    guard(|| {
        let p = unsafe { read_params(params) }?;
        set_described_work(None, node, p, |stream| host_call_of(&p, stream))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecHostNodeSetParams(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    params: *const HostNodeParams,
) -> CudaError {
    // SAFETY: `params` is read now.
    guard(|| {
        let p = unsafe { read_params(params) }?;
        set_node_work(Some(exec), node, |stream| host_call_of(&p, stream))
    })
}

#[no_mangle]
pub extern "C" fn cudaGraphDestroyNode(node: CudaGraphNode) -> CudaError {
    guard(|| rt().graph_destroy_node(node as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemsetNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    params: *const MemsetParams,
) -> CudaError {
    // SAFETY: `node` and `deps` by this function's contract; `params` is read now.
    guard(|| unsafe {
        let p = read_params(params)?;
        add_described_node(node, graph, deps, n, p, |stream| memset_of(&p, stream))
    })
}

/// The fill a memset node's parameters describe, issued to `stream`.
pub(crate) fn memset_of(p: &MemsetParams, stream: usize) -> CudaResult<()> {
    let size = p.element_size as usize;
    let height = p.height.max(1);
    let (dst, width) = (p.dst as u64, p.width);
    let pitch = p.pitch.max(width * size);
    rt().memset_elements(dst, pitch, (p.value, size), width, height, stream)
}

/// The call a host node's parameters describe, issued to `stream`.
pub(crate) fn host_call_of(p: &HostNodeParams, stream: usize) -> CudaResult<()> {
    let f = p.f.ok_or(CudaError::InvalidValue)?;
    rt().launch_host_func(stream, crate::stream::host_call(f, p.user))
}

/// The copy a memcpy node's 3D parameters describe, issued to `stream`.
///
/// # Safety
/// As for `cudaMemcpy3DAsync`: the program keeps both sides alive while the graph exists.
pub(crate) unsafe fn memcpy_of(params: &Memcpy3DParms, stream: usize) -> CudaResult<()> {
    // SAFETY: the caller's contract.
    unsafe { crate::memory::memcpy_3d(params, Some(stream)) }
}

/// A one-dimensional copy of `count` bytes, issued to `stream`.
///
/// # Safety
/// As for `cudaMemcpyAsync`: the program keeps both sides alive while the graph exists.
unsafe fn memcpy_1d_of(
    (dst, src, count, kind): (*mut c_void, *const c_void, usize, MemcpyKind),
    stream: usize,
) -> CudaResult<()> {
    // SAFETY: the caller's contract.
    unsafe { rt().memcpy_async(dst as u64, src as u64, count, kind.0, stream) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddHostNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    params: *const HostNodeParams,
) -> CudaError {
    // SAFETY: `node` and `deps` by this function's contract; `params` is read now.
    guard(|| unsafe {
        let p = read_params(params)?;
        add_described_node(node, graph, deps, n, p, |stream| host_call_of(&p, stream))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddEmptyNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
) -> CudaError {
    // SAFETY: this function's contract.
    guard(|| unsafe { add_node(node, graph, deps, n, |_| Ok(())) })
}

/// Writes node handles as `cudaGraphGetNodes` does: with `nodes` null, only their number.
///
/// # Safety
/// `count` is writable or null; `nodes`, if not null, has room for `*count` handles.
pub(crate) unsafe fn put_nodes(
    all: &[usize],
    nodes: *mut CudaGraphNode,
    count: *mut usize,
) -> CudaResult<()> {
    non_null(count)?;
    if !nodes.is_null() {
        // SAFETY: the program gives room for `*count` handles.
        let room = unsafe { *count };
        for (i, h) in all.iter().take(room).enumerate() {
            // SAFETY: within the room given.
            unsafe { *nodes.add(i) = *h as CudaGraphNode };
        }
    }
    // SAFETY: checked non-null.
    unsafe { put(count, all.len()) }
}

/// `cudaGraphGetNodes`: with `nodes` null, only their number.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphGetNodes(
    graph: CudaGraph,
    nodes: *mut CudaGraphNode,
    count: *mut usize,
) -> CudaError {
    // SAFETY: this function's contract is put_nodes'.
    guard(|| unsafe { put_nodes(&rt().graph_nodes(graph as usize)?, nodes, count) })
}

/// `cudaGraphGetRootNodes`: as `cudaGraphGetNodes`, the nodes that depend on no other.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphGetRootNodes(
    graph: CudaGraph,
    nodes: *mut CudaGraphNode,
    count: *mut usize,
) -> CudaError {
    // SAFETY: this function's contract is put_nodes'.
    guard(|| unsafe { put_nodes(&rt().graph_root_nodes(graph as usize)?, nodes, count) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetType(node: CudaGraphNode, kind: *mut c_int) -> CudaError {
    guard(|| {
        non_null(kind)?;
        let k = rt().graph_node_kind(node as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(kind, k as c_int) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddChildGraphNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    child: CudaGraph,
) -> CudaError {
    guard(|| {
        non_null(node)?;
        // SAFETY: `deps` holds `n` handles by this function's contract.
        let deps = unsafe { dependencies(deps, n) }?;
        let handle = rt().graph_add_child(graph as usize, &deps, child as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(node, handle as CudaGraphNode) }
    })
}

/// `cudaGraphEdgeData`: what an edge carries; every edge here is a default one (zeros).
type EdgeData = [u8; 8];

/// Writes `n` default edges at `data`, unless it is null.
///
/// # Safety
/// `data` is null or has room for `n` edges.
unsafe fn put_default_edges(data: *mut EdgeData, n: usize) {
    for i in 0..if data.is_null() { 0 } else { n } {
        // SAFETY: the caller's contract.
        unsafe { *data.add(i) = [0; 8] };
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetDependencies(
    node: CudaGraphNode,
    deps: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> CudaError {
    guard(|| {
        let all = rt().graph_node_dependencies(node as usize)?;
        // SAFETY: this function's contract is put_nodes_and_edges'.
        unsafe { put_nodes_and_edges(&all, deps, edges, count) }
    })
}

/// Writes node handles as [`put_nodes`] does, each with a default edge in `edges` (if not
/// null).
///
/// # Safety
/// As for [`put_nodes`]; `edges` is null or has the same room as `nodes`.
unsafe fn put_nodes_and_edges(
    all: &[usize],
    nodes: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> CudaResult<()> {
    // SAFETY: the caller's contract.
    unsafe {
        put_nodes(all, nodes, count)?;
        put_default_edges(edges, (*count).min(all.len()));
    }
    Ok(())
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetDependentNodes(
    node: CudaGraphNode,
    dependents: *mut CudaGraphNode,
    edges: *mut EdgeData,
    count: *mut usize,
) -> CudaError {
    guard(|| {
        let all = rt().graph_node_dependents(node as usize)?;
        // SAFETY: this function's contract is put_nodes_and_edges'.
        unsafe { put_nodes_and_edges(&all, dependents, edges, count) }
    })
}

/// `cudaGraphGetEdges`: with `from` null, only the number of edges.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphGetEdges(
    graph: CudaGraph,
    from: *mut CudaGraphNode,
    to: *mut CudaGraphNode,
    edge_data: *mut EdgeData,
    count: *mut usize,
) -> CudaError {
    guard(|| {
        non_null(count)?;
        let edges = rt().graph_edges(graph as usize)?;
        if !from.is_null() && !to.is_null() {
            // SAFETY: the program gives room for `*count` handles on each side.
            let room = unsafe { *count };
            for (i, (a, b)) in edges.iter().take(room).enumerate() {
                // SAFETY: within the room given.
                unsafe {
                    *from.add(i) = *a as CudaGraphNode;
                    *to.add(i) = *b as CudaGraphNode;
                }
            }
            // SAFETY: `edge_data`, if given, has the same room.
            unsafe { put_default_edges(edge_data, room.min(edges.len())) };
        }
        // SAFETY: checked non-null.
        unsafe { put(count, edges.len()) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddDependencies(
    graph: CudaGraph,
    from: *const CudaGraphNode,
    to: *const CudaGraphNode,
    edge_data: *const EdgeData,
    n: usize,
) -> CudaError {
    guard(|| {
        // SAFETY: this function's contract is edges_of's.
        let (from, to) = unsafe { edges_of(from, to, edge_data, n) }?;
        rt().graph_add_dependencies(graph as usize, &from, &to)
    })
}

/// The `n` edges `from[i] → to[i]` a call names, as handles. Edges of other kinds than the
/// default (programmatic launches' ports) are not supported.
///
/// # Safety
/// `from` and `to` point to `n` handles (or `n` is 0), `data` is null or points to `n` edges.
pub(crate) unsafe fn edges_of(
    from: *const CudaGraphNode,
    to: *const CudaGraphNode,
    data: *const EdgeData,
    n: usize,
) -> CudaResult<(Vec<usize>, Vec<usize>)> {
    if !data.is_null() && n != 0 {
        // SAFETY: the caller's contract.
        let data = unsafe { std::slice::from_raw_parts(data, n) };
        if data.iter().any(|e| *e != [0; 8]) {
            return Err(CudaError::NotSupported);
        }
    }
    // SAFETY: the caller's contract.
    unsafe { Ok((dependencies(from, n)?, dependencies(to, n)?)) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphRemoveDependencies(
    graph: CudaGraph,
    from: *const CudaGraphNode,
    to: *const CudaGraphNode,
    edge_data: *const EdgeData,
    n: usize,
) -> CudaError {
    guard(|| {
        // SAFETY: this function's contract is edges_of's.
        let (from, to) = unsafe { edges_of(from, to, edge_data, n) }?;
        rt().graph_remove_dependencies(graph as usize, &from, &to)
    })
}

/// `cudaGraphDebugDotPrint`: the graph written to the file `path` in the DOT language.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphDebugDotPrint(
    graph: CudaGraph,
    path: *const std::ffi::c_char,
    _flags: c_uint,
) -> CudaError {
    guard(|| {
        non_null(path)?;
        let dot = rt().graph_dot(graph as usize)?;
        // SAFETY: checked non-null; a NUL-terminated path by this function's contract.
        let path = unsafe { std::ffi::CStr::from_ptr(path) }
            .to_str()
            .map_err(|_| CudaError::InvalidValue)?;
        std::fs::write(path, dot).map_err(|_| CudaError::OperatingSystem)
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphClone(clone: *mut CudaGraph, graph: CudaGraph) -> CudaError {
    guard(|| {
        non_null(clone)?;
        let g = rt().graph_clone(graph as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(clone, g as CudaGraph) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphCreate(graph: *mut CudaGraph, flags: c_uint) -> CudaError {
    guard(|| {
        non_null(graph)?;
        let g = rt().graph_create(flags)?;
        // SAFETY: checked non-null.
        unsafe { put(graph, g as CudaGraph) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphInstantiate(
    exec: *mut CudaGraphExec,
    graph: CudaGraph,
    flags: c_ulonglong,
) -> CudaError {
    guard(|| {
        non_null(exec)?;
        let e = instantiate(graph, flags)?;
        // SAFETY: checked non-null.
        unsafe { put(exec, e as CudaGraphExec) }
    })
}

/// Instantiates `graph` with the instantiation `flags` CUDA 13 knows (free-on-launch, upload,
/// device launch and node priority; another bit is an invalid value, measured).
pub(crate) fn instantiate(graph: CudaGraph, flags: c_ulonglong) -> CudaResult<usize> {
    const KNOWN_FLAGS: c_ulonglong = 0xf;
    if flags & !KNOWN_FLAGS != 0 {
        return Err(CudaError::InvalidValue);
    }
    rt().graph_instantiate(graph as usize, flags)
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphExecGetFlags(
    exec: CudaGraphExec,
    flags: *mut c_ulonglong,
) -> CudaError {
    guard(|| {
        non_null(flags)?;
        let f = rt().graph_exec_flags(exec as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(flags, f) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeFindInClone(
    node: *mut CudaGraphNode,
    original: CudaGraphNode,
    clone: CudaGraph,
) -> CudaError {
    guard(|| {
        non_null(node)?;
        let n = rt().graph_node_find_in_clone(original as usize, clone as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(node, n as CudaGraphNode) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphInstantiateWithFlags(
    exec: *mut CudaGraphExec,
    graph: CudaGraph,
    flags: c_ulonglong,
) -> CudaError {
    // SAFETY: the same contract.
    unsafe { cudaGraphInstantiate(exec, graph, flags) }
}

#[no_mangle]
pub extern "C" fn cudaGraphLaunch(exec: CudaGraphExec, stream: CudaStream) -> CudaError {
    guard(|| rt().graph_launch(exec as usize, stream as usize))
}

#[no_mangle]
pub extern "C" fn cudaGraphUpload(exec: CudaGraphExec, stream: CudaStream) -> CudaError {
    guard(|| rt().graph_upload(exec as usize, stream as usize))
}

#[no_mangle]
pub extern "C" fn cudaGraphExecDestroy(exec: CudaGraphExec) -> CudaError {
    guard(|| rt().graph_exec_destroy(exec as usize))
}

#[no_mangle]
pub extern "C" fn cudaGraphDestroy(graph: CudaGraph) -> CudaError {
    guard(|| rt().graph_destroy(graph as usize))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphKernelNodeGetParams(
    node: CudaGraphNode,
    params: *mut KernelNodeParams,
) -> CudaError {
    guard(|| {
        non_null(params)?;
        let launch = rt().graph_kernel_launch(node as usize)?;
        let [gx, gy, gz] = launch.grid;
        let [bx, by, bz] = launch.block;
        let p = KernelNodeParams {
            func: launch.func as *const c_void,
            grid: Dim3 {
                x: gx,
                y: gy,
                z: gz,
            },
            block: Dim3 {
                x: bx,
                y: by,
                z: bz,
            },
            shared_mem: launch.shared_mem as c_uint,
            // The arguments live as long as the node's launch is not replaced, as in CUDA.
            kernel_params: launch.argument_pointers() as *mut *mut c_void,
            extra: std::ptr::null_mut(),
        };
        // SAFETY: checked non-null.
        unsafe { put(params, p) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemcpyNodeGetParams(
    node: CudaGraphNode,
    params: *mut Memcpy3DParms,
) -> CudaError {
    // SAFETY: `params` is writable or null by this function's contract.
    guard(|| unsafe { put_description(node as usize, params) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemsetNodeGetParams(
    node: CudaGraphNode,
    params: *mut MemsetParams,
) -> CudaError {
    // SAFETY: `params` is writable or null by this function's contract.
    guard(|| unsafe { put_description(node as usize, params) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphHostNodeGetParams(
    node: CudaGraphNode,
    params: *mut HostNodeParams,
) -> CudaError {
    // SAFETY: `params` is writable or null by this function's contract.
    guard(|| unsafe { put_description(node as usize, params) })
}

/// `cudaGraphNodeSetEnabled`: a disabled kernel, copy or fill node of an instantiated graph
/// does nothing in its launches (an empty node in its place) until enabled again.
#[no_mangle]
pub extern "C" fn cudaGraphNodeSetEnabled(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    enabled: c_uint,
) -> CudaError {
    guard(|| rt().graph_exec_set_node_enabled(exec as usize, node as usize, enabled != 0))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphNodeGetEnabled(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    enabled: *mut c_uint,
) -> CudaError {
    guard(|| {
        non_null(enabled)?;
        let on = rt().graph_exec_node_enabled(exec as usize, node as usize)?;
        // SAFETY: checked non-null.
        unsafe { put(enabled, c_uint::from(on)) }
    })
}
