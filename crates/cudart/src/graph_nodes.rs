//! Graph nodes beyond the work a stream can do: memory nodes (allocations and frees a graph
//! makes as it runs, with the device's graph memory figures), conditional nodes and their
//! handles, `cudaGraphAddNode` (a node of any kind), and capturing into an existing graph.

use crate::graph::{add_described_node, host_call_of, memcpy_of, HostNodeParams};
use crate::graph::{add_node, dependencies, launch_of, memset_of, KernelNodeParams, MemsetParams};
use crate::{guard, non_null, put, rt};
use ferrocuda_runtime::abi::{
    CudaError, CudaEvent, CudaGraph, CudaGraphExec, CudaGraphNode, CudaStream, MemLocation,
    MemLocationType, Memcpy3DParms, StreamCaptureMode,
};
use ferrocuda_runtime::{ConditionalKind, CudaResult};
use std::ffi::{c_int, c_uint, c_void};

/// `struct cudaMemPoolProps`.
#[repr(C)]
pub struct MemPoolProps {
    pub(crate) alloc_type: c_int,
    pub(crate) handle_types: c_int,
    pub(crate) location: MemLocation,
    win32_security_attributes: *mut c_void,
    max_size: usize,
    usage: u16,
    reserved: [u8; 54],
}

/// `struct cudaMemAllocNodeParams` (and `V2`, the same).
#[repr(C)]
pub struct MemAllocNodeParams {
    pool_props: MemPoolProps,
    access_descs: *const c_void,
    access_desc_count: usize,
    bytesize: usize,
    dptr: *mut c_void,
}

/// `cudaMemAllocationTypePinned`: the one kind of graph allocation.
const ALLOCATION_PINNED: c_int = 1;
/// `cudaMemHandleTypeNone`: graph allocations cannot be shared with other processes.
const HANDLE_TYPE_NONE: c_int = 0;

/// An allocation node's memory as `cudaGraphMemAllocNodeGetParams` describes it.
fn device_pool_props() -> MemPoolProps {
    MemPoolProps {
        alloc_type: ALLOCATION_PINNED,
        handle_types: HANDLE_TYPE_NONE,
        location: MemLocation {
            type_: MemLocationType::DEVICE,
            id: 0,
        },
        win32_security_attributes: std::ptr::null_mut(),
        max_size: 0,
        usage: 0,
        reserved: [0; 54],
    }
}

/// Adds the allocation node `p` describes and writes its address into `p.dptr`.
///
/// # Safety
/// `node` is writable or null; `deps` holds `n` handles.
unsafe fn add_mem_alloc(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    p: &mut MemAllocNodeParams,
) -> CudaResult<()> {
    non_null(node)?;
    let props = &p.pool_props;
    let on_device = props.location.type_ == MemLocationType::DEVICE && props.location.id == 0;
    if props.alloc_type != ALLOCATION_PINNED || props.handle_types != HANDLE_TYPE_NONE || !on_device
    {
        return Err(CudaError::InvalidValue);
    }
    // SAFETY: the caller's contract.
    let deps = unsafe { dependencies(deps, n) }?;
    let (handle, base) = rt().graph_add_mem_alloc(graph as usize, &deps, p.bytesize)?;
    p.dptr = base as *mut c_void;
    // SAFETY: checked non-null.
    unsafe { put(node, handle as CudaGraphNode) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemAllocNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    params: *mut MemAllocNodeParams,
) -> CudaError {
    guard(|| {
        non_null(params)?;
        // SAFETY: checked non-null; the rest by this function's contract.
        unsafe { add_mem_alloc(node, graph, deps, n, &mut *params) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemAllocNodeGetParams(
    node: CudaGraphNode,
    params: *mut MemAllocNodeParams,
) -> CudaError {
    guard(|| {
        non_null(params)?;
        let (base, bytes) = rt().graph_mem_alloc_params(node as usize)?;
        let p = MemAllocNodeParams {
            pool_props: device_pool_props(),
            access_descs: std::ptr::null(),
            access_desc_count: 0,
            bytesize: bytes,
            dptr: base as *mut c_void,
        };
        // SAFETY: checked non-null.
        unsafe { put(params, p) }
    })
}

/// Adds a node that frees the graph allocation at `ptr`.
///
/// # Safety
/// As for [`add_mem_alloc`].
unsafe fn add_mem_free(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    ptr: *mut c_void,
) -> CudaResult<()> {
    non_null(node)?;
    // SAFETY: the caller's contract.
    let deps = unsafe { dependencies(deps, n) }?;
    let handle = rt().graph_add_mem_free(graph as usize, &deps, ptr as u64)?;
    // SAFETY: checked non-null.
    unsafe { put(node, handle as CudaGraphNode) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddMemFreeNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    ptr: *mut c_void,
) -> CudaError {
    // SAFETY: this function's contract.
    guard(|| unsafe { add_mem_free(node, graph, deps, n, ptr) })
}

/// `cudaGraphMemFreeNodeGetParams`: `out` points to a `void *`, which receives the address.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphMemFreeNodeGetParams(
    node: CudaGraphNode,
    out: *mut c_void,
) -> CudaError {
    guard(|| {
        let out = out as *mut *mut c_void;
        non_null(out)?;
        let base = rt().graph_mem_free_params(node as usize)?;
        // SAFETY: checked non-null; the program passes room for a pointer.
        unsafe { put(out, base as *mut c_void) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceGetGraphMemAttribute(
    device: c_int,
    attr: c_uint,
    value: *mut c_void,
) -> CudaError {
    guard(|| {
        let value = value as *mut u64;
        non_null(value)?;
        let v = rt().graph_mem_attribute(device, attr)?;
        // SAFETY: checked non-null; every attribute's value is a `cuuint64_t`.
        unsafe { put(value, v) }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaDeviceSetGraphMemAttribute(
    device: c_int,
    attr: c_uint,
    value: *mut c_void,
) -> CudaError {
    guard(|| {
        let value = value as *const u64;
        non_null(value)?;
        // SAFETY: checked non-null; the settable attributes' values are `cuuint64_t`s.
        let v = unsafe { value.read_unaligned() };
        rt().set_graph_mem_attribute(device, attr, v)
    })
}

#[no_mangle]
pub extern "C" fn cudaDeviceGraphMemTrim(device: c_int) -> CudaError {
    guard(|| rt().graph_mem_trim(device))
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphConditionalHandleCreate(
    handle: *mut u64,
    graph: CudaGraph,
    default_value: c_uint,
    flags: c_uint,
) -> CudaError {
    guard(|| {
        non_null(handle)?;
        let h = rt().graph_conditional_handle(graph as usize, default_value, flags)?;
        // SAFETY: checked non-null.
        unsafe { put(handle, h) }
    })
}

/// `struct cudaConditionalNodeParams`.
#[repr(C)]
struct ConditionalNodeParams {
    handle: u64,
    kind: c_int,
    size: c_uint,
    graphs_out: *const CudaGraph,
}

/// `struct cudaMemFreeNodeParams`.
#[repr(C)]
struct MemFreeNodeParams {
    dptr: *mut c_void,
}

/// `struct cudaMemcpyNodeParams`.
#[repr(C)]
struct MemcpyNodeParams {
    flags: c_int,
    reserved: [c_int; 3],
    copy: Memcpy3DParms,
}

/// `struct cudaChildGraphNodeParams`.
#[repr(C)]
struct ChildGraphNodeParams {
    graph: CudaGraph,
}

/// `struct cudaGraphNodeParams`: the kind of node, and the member of the union that describes
/// it (read as that member's type).
#[repr(C)]
pub struct GraphNodeParams {
    kind: c_int,
    reserved0: [c_int; 3],
    union: [i64; 29],
    reserved2: i64,
}

impl GraphNodeParams {
    fn member<T>(&mut self) -> *mut T {
        self.union.as_mut_ptr() as *mut T
    }
}

/// `cudaGraphAddNode`: a node of the kind `params.type` says (kernel, copy, memset, host, child
/// graph, empty, event wait and record, memory allocation and free, conditional); external
/// semaphore nodes are not supported.
/// Edge data, when given, must be the default (type 0) for every dependency.
#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    edge_data: *const [u8; 8],
    n: usize,
    params: *mut GraphNodeParams,
) -> CudaError {
    guard(|| {
        non_null(params)?;
        // SAFETY: `edge_data`, when not null, holds `n` entries by this function's contract.
        unsafe { check_default_edges(edge_data, n) }?;
        // SAFETY: checked non-null; the union member the kind names is the one the program
        // filled, and each is read now (those the node writes back are written now too).
        unsafe {
            let p = &mut *params;
            match p.kind {
                0 => {
                    let k = &*p.member::<KernelNodeParams>();
                    add_node(node, graph, deps, n, |stream| launch_of(k, stream))
                }
                1 => {
                    let c = (*p.member::<MemcpyNodeParams>()).copy;
                    add_described_node(node, graph, deps, n, c, |stream| memcpy_of(&c, stream))
                }
                2 => {
                    let m = *p.member::<MemsetParams>();
                    add_described_node(node, graph, deps, n, m, |stream| memset_of(&m, stream))
                }
                3 => {
                    let h = *p.member::<HostNodeParams>();
                    add_described_node(node, graph, deps, n, h, |stream| host_call_of(&h, stream))
                }
                4 => {
                    non_null(node)?;
                    let child = (*p.member::<ChildGraphNodeParams>()).graph;
                    let deps = dependencies(deps, n)?;
                    let h = rt().graph_add_child(graph as usize, &deps, child as usize)?;
                    put(node, h as CudaGraphNode)
                }
                5 => add_node(node, graph, deps, n, |_| Ok(())),
                6 | 7 => {
                    let event = *p.member::<CudaEvent>();
                    add_event_node(node, graph, deps, n, event, p.kind == 7)
                }
                10 => add_mem_alloc(node, graph, deps, n, &mut *p.member::<MemAllocNodeParams>()),
                11 => add_mem_free(
                    node,
                    graph,
                    deps,
                    n,
                    (*p.member::<MemFreeNodeParams>()).dptr,
                ),
                13 => add_conditional(node, graph, deps, n, &mut *p.member()),
                _ => Err(CudaError::NotSupported),
            }
        }
    })
}

/// Adds a node that records `event` (`record`) or waits for it.
///
/// # Safety
/// As for [`add_mem_alloc`].
unsafe fn add_event_node(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    event: CudaEvent,
    record: bool,
) -> CudaResult<()> {
    non_null(node)?;
    // SAFETY: the caller's contract.
    let deps = unsafe { dependencies(deps, n) }?;
    let handle = rt().graph_add_event_node(graph as usize, &deps, event as usize, record)?;
    // SAFETY: checked non-null.
    unsafe { put(node, handle as CudaGraphNode) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddEventRecordNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    event: CudaEvent,
) -> CudaError {
    // SAFETY: this function's contract.
    guard(|| unsafe { add_event_node(node, graph, deps, n, event, true) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphAddEventWaitNode(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    event: CudaEvent,
) -> CudaError {
    // SAFETY: this function's contract.
    guard(|| unsafe { add_event_node(node, graph, deps, n, event, false) })
}

/// `cudaGraphEventRecordNodeGetEvent` and `cudaGraphEventWaitNodeGetEvent`.
unsafe fn event_of(node: CudaGraphNode, out: *mut CudaEvent) -> CudaResult<()> {
    non_null(out)?;
    let event = rt().graph_event_node_event(node as usize)?;
    // SAFETY: checked non-null.
    unsafe { put(out, event as CudaEvent) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphEventRecordNodeGetEvent(
    node: CudaGraphNode,
    out: *mut CudaEvent,
) -> CudaError {
    // SAFETY: `out` is writable or null by this function's contract.
    guard(|| unsafe { event_of(node, out) })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGraphEventWaitNodeGetEvent(
    node: CudaGraphNode,
    out: *mut CudaEvent,
) -> CudaError {
    // SAFETY: `out` is writable or null by this function's contract.
    guard(|| unsafe { event_of(node, out) })
}

#[no_mangle]
pub extern "C" fn cudaGraphEventRecordNodeSetEvent(
    node: CudaGraphNode,
    event: CudaEvent,
) -> CudaError {
    guard(|| rt().graph_event_node_set_event(node as usize, event as usize))
}

#[no_mangle]
pub extern "C" fn cudaGraphEventWaitNodeSetEvent(
    node: CudaGraphNode,
    event: CudaEvent,
) -> CudaError {
    guard(|| rt().graph_event_node_set_event(node as usize, event as usize))
}

#[no_mangle]
pub extern "C" fn cudaGraphExecEventRecordNodeSetEvent(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    event: CudaEvent,
) -> CudaError {
    guard(|| rt().graph_exec_event_node_set_event(exec as usize, node as usize, event as usize))
}

#[no_mangle]
pub extern "C" fn cudaGraphExecEventWaitNodeSetEvent(
    exec: CudaGraphExec,
    node: CudaGraphNode,
    event: CudaEvent,
) -> CudaError {
    guard(|| rt().graph_exec_event_node_set_event(exec as usize, node as usize, event as usize))
}

/// Refuses edge data other than the default edge's.
///
/// # Safety
/// `edge_data` is null or holds `n` entries.
unsafe fn check_default_edges(edge_data: *const [u8; 8], n: usize) -> CudaResult<()> {
    if edge_data.is_null() || n == 0 {
        return Ok(());
    }
    // SAFETY: the caller's contract.
    let edges = unsafe { std::slice::from_raw_parts(edge_data, n) };
    match edges.iter().all(|e| *e == [0; 8]) {
        true => Ok(()),
        false => Err(CudaError::NotSupported),
    }
}

/// Adds a conditional node and writes its body graphs' array into `p.graphs_out`.
///
/// # Safety
/// As for [`add_mem_alloc`].
unsafe fn add_conditional(
    node: *mut CudaGraphNode,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    n: usize,
    p: &mut ConditionalNodeParams,
) -> CudaResult<()> {
    non_null(node)?;
    let kind = match p.kind {
        0 => ConditionalKind::If,
        1 => ConditionalKind::While,
        2 => ConditionalKind::Switch,
        _ => return Err(CudaError::InvalidValue),
    };
    // SAFETY: the caller's contract.
    let deps = unsafe { dependencies(deps, n) }?;
    let (handle, bodies) =
        rt().graph_add_conditional(graph as usize, &deps, p.handle, kind, p.size as usize)?;
    // The runtime keeps the array while the node lives, as CUDA promises the program.
    p.graphs_out = bodies.as_ptr() as *const CudaGraph;
    // SAFETY: checked non-null.
    unsafe { put(node, handle as CudaGraphNode) }
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamBeginCaptureToGraph(
    stream: CudaStream,
    graph: CudaGraph,
    deps: *const CudaGraphNode,
    edge_data: *const [u8; 8],
    n: usize,
    mode: StreamCaptureMode,
) -> CudaError {
    guard(|| {
        // SAFETY: `deps` and `edge_data` hold `n` entries (or are null) by this function's
        // contract.
        let deps = unsafe {
            check_default_edges(edge_data, n)?;
            dependencies(deps, n)?
        };
        rt().stream_begin_capture_to_graph(stream as usize, graph as usize, &deps, mode.0)
    })
}

/// `cudaStreamUpdateCaptureDependencies`: flags 0 adds `deps` to the capture's dependencies,
/// 1 (`cudaStreamSetCaptureDependencies`) replaces them.
#[no_mangle]
pub unsafe extern "C" fn cudaStreamUpdateCaptureDependencies(
    stream: CudaStream,
    deps: *const CudaGraphNode,
    edge_data: *const [u8; 8],
    n: usize,
    flags: c_uint,
) -> CudaError {
    guard(|| {
        if flags > 1 {
            return Err(CudaError::InvalidValue);
        }
        // SAFETY: as for cudaStreamBeginCaptureToGraph.
        let deps = unsafe {
            check_default_edges(edge_data, n)?;
            dependencies(deps, n)?
        };
        rt().stream_update_capture_dependencies(stream as usize, &deps, flags == 1)
    })
}
