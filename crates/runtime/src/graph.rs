//! CUDA graphs: work issued to a capturing stream (kernel launches, asynchronous copies and
//! fills, host functions, event records) is kept as the graph's nodes instead of run, and an
//! instantiated graph runs them all, each time it is launched into a stream. Nodes added one by
//! one (`cudaGraphAddKernelNode`...) are the capture of the call that does their work, placed
//! after the nodes they depend on.
//!
//! A node a stream captures depends on that stream's capture dependencies (its frontier): the
//! node it captured last, the nodes `cudaStreamBeginCaptureToGraph` or
//! `cudaStreamUpdateCaptureDependencies` name, or, for a stream that waited for an event
//! recorded in the capture, the recording stream's frontier then (which joins the waiting
//! stream to the capture, as CUDA's fork and join do). Ending a capture while a stream that
//! joined it has work the ending stream does not depend on is `cudaErrorStreamCaptureUnjoined`.
//! An instantiated graph runs its nodes one after another in an order that respects the
//! dependencies, a schedule CUDA allows.
//!
//! Memory nodes are [`crate::graph_memory`]'s. A conditional node runs one of its body graphs
//! (or one repeatedly) as the value of its condition says; the condition is a word of device
//! memory whose address is the handle (`cudaGraphConditionalHandle`), which kernels set with
//! `cudaGraphSetConditional` (a store, in the toolkit's headers) and the node reads when it
//! runs.

use crate::abi::{CudaError, StreamCaptureMode, StreamCaptureStatus};
use crate::backend::CopyDirection;
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::graph_memory::MemoryOp;
use crate::stream::StreamObj;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// Work a graph runs each time it is launched.
pub type Node = Arc<dyn Fn() + Send + Sync>;

/// What a node was made, or last set, with, as the API call that did it described it (the C
/// layer's copy of its parameter structure), for that API's getters to give back. The runtime
/// never reads it: nodes run their work.
pub type NodeParams = Arc<dyn std::any::Any + Send + Sync>;

/// Node ids, unique in the process: a node's handle is made from its id.
static NEXT_NODE: AtomicUsize = AtomicUsize::new(1);

/// A node's handle (`cudaGraphNode_t`), and back.
fn node_handle(id: usize) -> usize {
    0x6800_0000 + id * 0x40
}

fn node_id(handle: usize) -> Option<usize> {
    let offset = handle.checked_sub(0x6800_0000)?;
    (offset % 0x40 == 0 && offset > 0).then_some(offset / 0x40)
}

/// Where a node made directly (not as a stream's work) goes: after nodes the program names, or
/// as the next work a capturing stream captures.
enum After<'a> {
    Nodes(Vec<usize>),
    Captured(&'a StreamObj),
}

impl After<'_> {
    /// The nodes the new node depends on.
    fn nodes(&self) -> Vec<usize> {
        match self {
            After::Nodes(deps) => deps.clone(),
            After::Captured(s) => s.capture_frontier(),
        }
    }

    /// Adds `step` to `g`; returns its id.
    fn add(self, g: &Graph, step: Step) -> usize {
        match self {
            After::Nodes(deps) => g.append(vec![step], deps),
            After::Captured(s) => g.capture_step(s, step),
        }
    }
}

/// The ids of the nodes `handles` name; `cudaErrorInvalidValue` where one names none.
fn node_ids(handles: &[usize]) -> CudaResult<Vec<usize>> {
    handles
        .iter()
        .map(|&h| node_id(h).ok_or(CudaError::InvalidValue))
        .collect()
}

struct GraphNode {
    id: usize,
    work: Node,
    /// The nodes that must run before this one.
    deps: Vec<usize>,
    kind: NodeKind,
    /// A kernel node's launch, as `cudaGraphKernelNodeGetParams` gives it back.
    launch: Option<Arc<KernelLaunch>>,
    /// What each launch does for the node beyond its work.
    at_launch: Option<LaunchOp>,
    /// A conditional node's body graphs, by handle (CUDA gives the program this array).
    bodies: Option<Arc<[usize]>>,
    params: Option<NodeParams>,
}

/// Work for a node: what it runs, what it is, and a kernel node's launch.
struct Step {
    work: Node,
    kind: NodeKind,
    launch: Option<Arc<KernelLaunch>>,
    at_launch: Option<LaunchOp>,
}

/// What a launch of a graph does for a node, as it is made: a memory node's allocation or
/// free (counted then, see [`crate::graph_memory`]), an event record node's record (the event
/// then names the launch, and is stamped when the node has run) or an event wait node's wait
/// (the launch waits for the event's last record before it starts).
#[derive(Clone)]
enum LaunchOp {
    Memory(MemoryOp),
    Record(usize),
    Wait(usize),
}

impl LaunchOp {
    fn memory(&self) -> Option<&MemoryOp> {
        match self {
            LaunchOp::Memory(m) => Some(m),
            _ => None,
        }
    }
}

impl Step {
    fn new(work: Node, kind: NodeKind) -> Step {
        Step {
            work,
            kind,
            launch: None,
            at_launch: None,
        }
    }
}

/// A kernel launch a node makes: the kernel, its shape, and each argument's bytes, which the
/// node keeps (with an array of pointers to them) for `cudaGraphKernelNodeGetParams`.
pub struct KernelLaunch {
    pub func: usize,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_mem: usize,
    /// Kept for `pointers`, which point into them.
    _args: Box<[Box<[u8]>]>,
    pointers: Box<[usize]>,
}

impl KernelLaunch {
    pub fn new(
        func: usize,
        (grid, block, shared_mem): ([u32; 3], [u32; 3], usize),
        args: Vec<Vec<u8>>,
    ) -> KernelLaunch {
        let args: Box<[Box<[u8]>]> = args.into_iter().map(Vec::into_boxed_slice).collect();
        let pointers = args.iter().map(|a| a.as_ptr() as usize).collect();
        KernelLaunch {
            func,
            grid,
            block,
            shared_mem,
            _args: args,
            pointers,
        }
    }

    /// One pointer per argument, to its bytes: `cudaKernelNodeParams::kernelParams`.
    pub fn argument_pointers(&self) -> *const usize {
        self.pointers.as_ptr()
    }
}

/// A stream's capture, as `cudaStreamGetCaptureInfo` describes it.
pub struct CaptureInfo {
    pub id: u64,
    pub graph: usize,
    pub dependencies: Vec<usize>,
}

/// What a node does, as `cudaGraphNodeGetType` names it (`cudaGraphNodeType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    Kernel = 0,
    Memcpy = 1,
    Memset = 2,
    Host = 3,
    Graph = 4,
    Empty = 5,
    WaitEvent = 6,
    EventRecord = 7,
    MemAlloc = 10,
    MemFree = 11,
    Conditional = 13,
}

/// What a conditional node does with its bodies (`cudaGraphConditionalNodeType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConditionalKind {
    /// The first body if the condition is non-zero, else the second, if there is one.
    If,
    /// The body, as long as the condition is non-zero.
    While,
    /// The body the condition numbers, if there is one.
    Switch,
}

/// A conditional node's condition: its word of device memory, and the value a launch sets it
/// to first, if its handle was made so (`cudaGraphCondAssignDefault`).
#[derive(Clone, Copy)]
struct Condition {
    address: u64,
    default_at_launch: Option<u32>,
}

/// A graph: its nodes in the order they were added, each with what it depends on.
#[derive(Default)]
pub struct Graph {
    nodes: Mutex<Vec<GraphNode>>,
    /// Its capture was broken by a call a capturing stream does not allow (a synchronization):
    /// ending it fails.
    invalidated: std::sync::atomic::AtomicBool,
    /// Captured in relaxed mode (`cudaStreamCaptureModeRelaxed`), where calls that are unsafe
    /// during a capture, such as `cudaMalloc`, are allowed.
    relaxed: bool,
    /// The conditions of the handles made for this graph.
    conditions: Mutex<Vec<Condition>>,
    /// For a clone (`cudaGraphClone`): the node each node of the original became.
    clone_of: HashMap<usize, usize>,
}

impl Graph {
    /// The graph a capture in `mode` (`cudaStreamCaptureMode`) fills.
    pub fn captured(mode: i32) -> Graph {
        Graph {
            relaxed: mode == StreamCaptureMode::RELAXED.0,
            ..Graph::default()
        }
    }

    /// Breaks the capture into this graph.
    pub fn invalidate(&self) {
        self.invalidated.store(true, Ordering::Relaxed);
    }

    pub fn is_invalidated(&self) -> bool {
        self.invalidated.load(Ordering::Relaxed)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<GraphNode>> {
        self.nodes.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds work stream `s` captures, after the stream's capture dependencies. What it does
    /// is said next, by [`Graph::mark_last`], where the work is known.
    pub fn capture(&self, s: &StreamObj, work: Node) {
        self.capture_step(s, Step::new(work, NodeKind::Empty));
    }

    /// Adds a node stream `s` captures, after the stream's capture dependencies, which it
    /// becomes; returns its id.
    fn capture_step(&self, s: &StreamObj, step: Step) -> usize {
        let mut frontier = s.frontier.lock().unwrap_or_else(|e| e.into_inner());
        let id = self.append(vec![step], std::mem::take(&mut *frontier));
        *frontier = vec![id];
        id
    }

    /// The nodes `deps` and every node they depend on, transitively.
    fn ancestry(&self, deps: &[usize]) -> std::collections::HashSet<usize> {
        let nodes = self.lock();
        let mut seen = std::collections::HashSet::new();
        let mut todo = deps.to_vec();
        while let Some(id) = todo.pop() {
            if seen.insert(id) {
                if let Some(n) = nodes.iter().find(|n| n.id == id) {
                    todo.extend(&n.deps);
                }
            }
        }
        seen
    }

    /// Whether the graph has memory or conditional nodes, which CUDA does not let a graph be
    /// cloned, used as a child or instantiated twice at once with.
    fn has_memory_or_conditions(&self) -> bool {
        self.lock().iter().any(|n| {
            matches!(
                n.kind,
                NodeKind::MemAlloc | NodeKind::MemFree | NodeKind::Conditional
            )
        })
    }

    /// The addresses of the allocations that free nodes among node `deps` and their
    /// dependencies, transitively, free: a new allocation after them may take one.
    fn freed_before(&self, deps: &[usize]) -> Vec<u64> {
        let seen = self.ancestry(deps);
        let nodes = self.lock();
        let mut freed: Vec<u64> = nodes
            .iter()
            .filter(|n| seen.contains(&n.id))
            .filter_map(|n| match n.at_launch.as_ref()?.memory()? {
                MemoryOp::Free(base) => Some(*base),
                _ => None,
            })
            .collect();
        // An address some allocation node of the graph allocates again after those frees is
        // taken.
        let allocated_after: Vec<u64> = nodes
            .iter()
            .filter(|n| !seen.contains(&n.id))
            .filter_map(|n| match n.at_launch.as_ref()?.memory()? {
                MemoryOp::Alloc(a) => Some(a.base),
                _ => None,
            })
            .collect();
        freed.retain(|b| !allocated_after.contains(b));
        freed
    }

    /// Whether a free node of `base` may be added: the graph has not freed every allocation
    /// of it already (an address allocated outside the graph is freed once).
    fn may_free(&self, base: u64) -> bool {
        let (mut allocs, mut frees) = (0, 0);
        for n in self.lock().iter() {
            match n.at_launch.as_ref().and_then(LaunchOp::memory) {
                Some(MemoryOp::Alloc(a)) if a.base == base => allocs += 1,
                Some(MemoryOp::Free(b)) if *b == base => frees += 1,
                _ => {}
            }
        }
        frees < allocs.max(1)
    }

    /// Says that the node added last is a kernel launch, and which.
    pub fn mark_last_launch(&self, launch: KernelLaunch) {
        if let Some(n) = self.lock().last_mut() {
            n.kind = NodeKind::Kernel;
            n.launch = Some(Arc::new(launch));
        }
    }

    /// Says what the node added last does.
    pub fn mark_last(&self, kind: NodeKind) {
        if let Some(n) = self.lock().last_mut() {
            n.kind = kind;
        }
    }

    /// Adds `work` (a chain of nodes, run in order) after the nodes `deps`; returns the id of
    /// the chain's last node.
    fn append(&self, work: Vec<Step>, deps: Vec<usize>) -> usize {
        let mut nodes = self.lock();
        let mut deps = deps;
        let mut last = 0;
        for step in work {
            last = NEXT_NODE.fetch_add(1, Ordering::Relaxed);
            nodes.push(GraphNode {
                id: last,
                work: step.work,
                deps: std::mem::replace(&mut deps, vec![last]),
                kind: step.kind,
                launch: step.launch,
                at_launch: step.at_launch,
                bodies: None,
                params: None,
            });
        }
        last
    }

    fn take_work(&self) -> Vec<Step> {
        self.lock()
            .drain(..)
            .map(|n| Step {
                work: n.work,
                kind: n.kind,
                launch: n.launch,
                at_launch: n.at_launch,
            })
            .collect()
    }

    /// What `read` reads of node `id`, if the graph holds it.
    fn node<T>(&self, id: usize, read: impl FnOnce(&GraphNode) -> T) -> Option<T> {
        self.lock().iter().find(|n| n.id == id).map(read)
    }

    /// What `change` makes of node `id` and says, if the graph holds it.
    fn change_node<T>(&self, id: usize, change: impl FnOnce(&mut GraphNode) -> T) -> Option<T> {
        self.lock().iter_mut().find(|n| n.id == id).map(change)
    }

    /// Every dependency as (from, to): `to` runs after `from`.
    fn edges(&self) -> Vec<(usize, usize)> {
        self.lock()
            .iter()
            .flat_map(|n| n.deps.iter().map(move |&d| (d, n.id)))
            .collect()
    }

    /// Makes `to` depend on `from`; false unless the graph holds both and not that edge.
    fn add_edge(&self, from: usize, to: usize) -> bool {
        let mut nodes = self.lock();
        if !nodes.iter().any(|n| n.id == from) {
            return false;
        }
        match nodes.iter_mut().find(|n| n.id == to) {
            // An edge that is there already is refused (measured).
            Some(n) if !n.deps.contains(&from) => {
                n.deps.push(from);
                true
            }
            _ => false,
        }
    }

    /// Makes `to` no longer depend on `from`; false unless that dependency was there.
    fn remove_edge(&self, from: usize, to: usize) -> bool {
        let mut nodes = self.lock();
        let Some(n) = nodes.iter_mut().find(|n| n.id == to) else {
            return false;
        };
        let before = n.deps.len();
        n.deps.retain(|&d| d != from);
        n.deps.len() != before
    }

    /// Takes node `id` out of the graph with the dependencies on it; false unless the graph
    /// held it.
    fn remove(&self, id: usize) -> bool {
        let mut nodes = self.lock();
        let before = nodes.len();
        nodes.retain(|n| n.id != id);
        for n in nodes.iter_mut() {
            n.deps.retain(|&d| d != id);
        }
        nodes.len() != before
    }

    /// The nodes that depend on node `id`, if the graph holds it.
    fn dependents_of(&self, id: usize) -> Option<Vec<usize>> {
        let nodes = self.lock();
        nodes.iter().any(|n| n.id == id).then(|| {
            nodes
                .iter()
                .filter(|n| n.deps.contains(&id))
                .map(|n| n.id)
                .collect()
        })
    }

    fn ids(&self) -> Vec<usize> {
        self.lock().iter().map(|n| n.id).collect()
    }

    /// The nodes that depend on none of the graph's own.
    fn roots(&self) -> Vec<usize> {
        let nodes = self.lock();
        let own = |d: &usize| nodes.iter().any(|n| n.id == *d);
        nodes
            .iter()
            .filter(|n| !n.deps.iter().any(own))
            .map(|n| n.id)
            .collect()
    }

    /// A copy with nodes of its own, doing the same work with the same dependencies.
    fn clone_graph(&self) -> Graph {
        let nodes = self.lock();
        let renamed: HashMap<usize, usize> = nodes
            .iter()
            .map(|n| (n.id, NEXT_NODE.fetch_add(1, Ordering::Relaxed)))
            .collect();
        let copies = nodes
            .iter()
            .map(|n| GraphNode {
                id: renamed[&n.id],
                work: n.work.clone(),
                deps: n
                    .deps
                    .iter()
                    .filter_map(|d| renamed.get(d).copied())
                    .collect(),
                kind: n.kind,
                launch: n.launch.clone(),
                at_launch: n.at_launch.clone(),
                bodies: n.bodies.clone(),
                params: n.params.clone(),
            })
            .collect();
        Graph {
            nodes: Mutex::new(copies),
            clone_of: renamed,
            ..Graph::default()
        }
    }

    /// The nodes in an order that runs each after its dependencies: the order they were added
    /// where that does (always, unless dependencies were added later), else a topological one
    /// that keeps it as far as it can.
    fn schedule(&self) -> Exec {
        let nodes = self.lock();
        let index: HashMap<usize, usize> =
            nodes.iter().enumerate().map(|(i, n)| (n.id, i)).collect();
        let mut waiting: Vec<usize> = nodes
            .iter()
            .map(|n| n.deps.iter().filter(|d| index.contains_key(d)).count())
            .collect();
        let mut dependents = vec![Vec::new(); nodes.len()];
        for (i, n) in nodes.iter().enumerate() {
            for d in n.deps.iter().filter_map(|d| index.get(d)) {
                dependents[*d].push(i);
            }
        }
        let mut ready: std::collections::BTreeSet<usize> =
            (0..nodes.len()).filter(|&i| waiting[i] == 0).collect();
        let mut order = Vec::with_capacity(nodes.len());
        let (mut memory, mut events) = (Vec::new(), Vec::new());
        while let Some(i) = ready.pop_first() {
            match &nodes[i].at_launch {
                Some(LaunchOp::Memory(m)) => memory.push(m.clone()),
                Some(op) => events.push((order.len(), op.clone())),
                None => {}
            }
            order.push((nodes[i].id, nodes[i].work.clone(), nodes[i].kind));
            for &j in &dependents[i] {
                waiting[j] -= 1;
                if waiting[j] == 0 {
                    ready.insert(j);
                }
            }
        }
        let ids: Vec<usize> = order.iter().map(|o| o.0).collect();
        let kinds: Vec<NodeKind> = order.iter().map(|o| o.2).collect();
        let work: Vec<Node> = order.into_iter().map(|o| o.1).collect();
        let conditions = self.conditions.lock().unwrap_or_else(|e| e.into_inner());
        Exec {
            ids: ids.into(),
            nodes: work.into(),
            kinds: kinds.into(),
            memory: memory.into(),
            events: events.into(),
            conditions: conditions.clone().into(),
            source: Weak::new(),
            flags: 0,
            disabled: HashMap::new(),
        }
    }

    /// Replaces the work of node `id` (and what it launches); false if the graph has no
    /// such node.
    fn replace(&self, id: usize, step: &Step) -> bool {
        match self.lock().iter_mut().find(|n| n.id == id) {
            Some(n) => {
                n.work = step.work.clone();
                n.launch = step.launch.clone();
                true
            }
            None => false,
        }
    }
}

/// An instantiated graph: a fixed copy of the graph's nodes in the order they run, as CUDA's
/// instantiation is, with the ids of the nodes they were made from (which name them in later
/// changes).
#[derive(Clone)]
struct Exec {
    ids: Arc<[usize]>,
    nodes: Arc<[Node]>,
    /// What each of `nodes` is.
    kinds: Arc<[NodeKind]>,
    /// The memory nodes' allocations and frees, in the order the nodes run.
    memory: Arc<[MemoryOp]>,
    /// The event record and wait nodes, each with its place among `nodes`.
    events: Arc<[(usize, LaunchOp)]>,
    /// The conditions a launch sets first.
    conditions: Arc<[Condition]>,
    /// The graph it was made from, where that has memory or conditional nodes (one
    /// instantiation at a time).
    source: Weak<Graph>,
    /// The flags it was instantiated with (`cudaGraphInstantiateFlags`).
    flags: u64,
    /// The work of the nodes disabled (`cudaGraphNodeSetEnabled`), by their place in
    /// `nodes`, where an empty node stands while they are.
    disabled: HashMap<usize, Node>,
}

/// The work of a node that does nothing.
fn idle() -> Node {
    Arc::new(|| {})
}

impl Exec {
    /// The place of node `id` among the nodes.
    fn place(&self, id: usize) -> CudaResult<usize> {
        self.ids
            .iter()
            .position(|&i| i == id)
            .ok_or(CudaError::InvalidValue)
    }

    /// Node `at` does `work` from now on (launches already made keep the old).
    fn set_work(&mut self, at: usize, work: Node) {
        let mut nodes = self.nodes.to_vec();
        nodes[at] = work;
        self.nodes = nodes.into();
    }

    /// Runs the nodes, each to its end, in order.
    fn run(nodes: &[Node]) {
        for node in nodes {
            node();
        }
    }
}

/// Why `cudaGraphExecUpdate` left an instantiated graph as it was (`cudaGraphExecUpdateResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecUpdateError {
    /// The graph's nodes are not the instantiated one's in number and order.
    TopologyChanged = 2,
    /// A node does other work than the instantiated graph's node in its place (a memset node
    /// where an empty node was).
    NodeTypeChanged = 3,
}

/// The graphs and executable graphs a program holds, by handle.
#[derive(Default)]
pub(crate) struct Graphs {
    table: Mutex<GraphTable>,
}

#[derive(Default)]
struct GraphTable {
    graphs: HashMap<usize, Arc<Graph>>,
    execs: HashMap<usize, Exec>,
    next_handle: usize,
}

impl GraphTable {
    /// Graph `graph`'s nodes in the order an instantiation runs them; an error when their
    /// dependencies form a cycle (`cudaGraphAddDependencies` can make one).
    fn schedule_of(&self, graph: usize) -> CudaResult<Exec> {
        let g = self.graphs.get(&graph).ok_or(CudaError::InvalidValue)?;
        let exec = g.schedule();
        match exec.nodes.len() == g.lock().len() {
            true => Ok(exec),
            false => Err(CudaError::InvalidValue),
        }
    }
}

impl Graphs {
    fn lock(&self) -> std::sync::MutexGuard<'_, GraphTable> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Every graph the program holds (a node's handle does not say which holds it).
    fn all(&self) -> Vec<Arc<Graph>> {
        self.lock().graphs.values().cloned().collect()
    }

    fn handle(t: &mut GraphTable) -> usize {
        // Handles look like aligned addresses, away from stream and event handles.
        t.next_handle += 1;
        0x6700_0000 + t.next_handle * 0x40
    }

    /// The handle of `graph`: the one it has, or a new one.
    pub fn insert(&self, graph: Arc<Graph>) -> usize {
        let mut t = self.lock();
        if let Some((&h, _)) = t.graphs.iter().find(|(_, g)| Arc::ptr_eq(g, &graph)) {
            return h;
        }
        let h = Self::handle(&mut t);
        t.graphs.insert(h, graph);
        h
    }

    fn graph(&self, handle: usize) -> CudaResult<Arc<Graph>> {
        self.lock()
            .graphs
            .get(&handle)
            .cloned()
            .ok_or(CudaError::InvalidValue)
    }

    pub fn clear(&self) {
        let mut t = self.lock();
        t.graphs.clear();
        t.execs.clear();
    }
}

impl Context {
    /// Says that work which freed graph memory is done (see [`crate::graph_memory`]), once the
    /// device has run it: on a backend that launches asynchronously, issuing it is not enough.
    pub(crate) fn finish_graph_memory_work(&self, done: &std::sync::atomic::AtomicBool) {
        self.wait_device();
        done.store(true, Ordering::Release);
    }

    /// Sets the condition at `address` (a word of device memory) to `value`.
    fn write_condition(&self, address: u64, value: u32) {
        let bytes = value.to_ne_bytes();
        // SAFETY: `address` is a condition's word, which the runtime allocated; `bytes` lives
        // through the copy.
        unsafe {
            self.backend.copy(
                address,
                bytes.as_ptr() as u64,
                4,
                CopyDirection::HostToDevice,
            )
        };
    }

    /// The value of the condition at `address`, once the work issued before is done.
    fn read_condition(&self, address: u64) -> u32 {
        let mut bytes = [0u8; 4];
        // SAFETY: as for `write_condition`.
        unsafe {
            self.backend.copy(
                bytes.as_mut_ptr() as u64,
                address,
                4,
                CopyDirection::DeviceToHost,
            )
        };
        u32::from_ne_bytes(bytes)
    }
}

impl Runtime {
    /// `cudaStreamBeginCapture`: the stream's work goes to a new graph from now on.
    pub fn stream_begin_capture(&self, stream: usize, mode: i32) -> CudaResult<()> {
        self.begin_capture(stream, mode, |_| {
            Ok((Arc::new(Graph::captured(mode)), Vec::new()))
        })
    }

    /// Starts the stream capturing into the graph `target` gives, after the nodes it gives.
    /// The legacy default stream cannot capture, and a stream captures one graph at a time.
    fn begin_capture(
        &self,
        stream: usize,
        mode: i32,
        target: impl FnOnce(&Context) -> CudaResult<(Arc<Graph>, Vec<usize>)>,
    ) -> CudaResult<()> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            if ctx.streams.is_legacy(&s) {
                return Err(CudaError::StreamCaptureUnsupported);
            }
            if !(0..=2).contains(&mode) {
                return Err(CudaError::InvalidValue);
            }
            if s.capturing().is_some() {
                return Err(CudaError::IllegalState);
            }
            let (graph, deps) = target(ctx)?;
            s.begin_capture(graph, deps);
            Ok(())
        })
    }

    /// A call that is unsafe while a stream captures (`cudaMalloc`) breaks every capture not
    /// made in relaxed mode and fails (measured in global mode; thread-local captures are
    /// treated as global ones), unless the calling thread's mode is relaxed.
    pub(crate) fn refuse_during_capture(&self, ctx: &Context) -> CudaResult<()> {
        if self.with_thread(|t| t.capture_mode) == StreamCaptureMode::RELAXED.0 {
            return Ok(());
        }
        let strict: Vec<Arc<Graph>> = ctx
            .streams
            .captures()
            .into_iter()
            .filter(|g| !g.relaxed)
            .collect();
        strict.iter().for_each(|g| g.invalidate());
        match strict.is_empty() {
            true => Ok(()),
            false => Err(CudaError::StreamCaptureUnsupported),
        }
    }

    /// `cudaThreadExchangeStreamCaptureMode`: sets the calling thread's mode and gives back
    /// the one it had.
    pub fn exchange_capture_mode(&self, mode: i32) -> CudaResult<i32> {
        if !(0..=2).contains(&mode) {
            return Err(CudaError::InvalidValue);
        }
        Ok(self.with_thread(|t| std::mem::replace(&mut t.capture_mode, mode)))
    }

    /// `cudaStreamEndCapture`: ends the capture the stream began (and that of every stream
    /// joined to it) and returns the graph's handle.
    pub fn stream_end_capture(&self, stream: usize) -> CudaResult<usize> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            let graph = s.capturing().ok_or(CudaError::IllegalState)?;
            // A stream that joined the capture may not end it, and trying breaks it.
            if !s.began_capture() {
                graph.invalidate();
                return Err(CudaError::StreamCaptureUnmatched);
            }
            // Every stream the capture forked to must have joined this one again: its last
            // captured work among this stream's dependencies.
            let joined = graph.ancestry(&s.capture_frontier());
            let unjoined = ctx.streams.capturable().iter().any(|t| {
                t.capturing().is_some_and(|g| Arc::ptr_eq(&g, &graph))
                    && t.capture_frontier().iter().any(|n| !joined.contains(n))
            });
            ctx.streams.end_capture(&graph);
            if graph.is_invalidated() {
                return Err(CudaError::StreamCaptureInvalidated);
            }
            if unjoined {
                return Err(CudaError::StreamCaptureUnjoined);
            }
            Ok(ctx.graphs.insert(graph))
        })
    }

    /// `cudaStreamIsCapturing`: none, active, or invalidated by a call the capture does not
    /// allow (until it ends).
    pub fn stream_capture_status(&self, stream: usize) -> CudaResult<StreamCaptureStatus> {
        self.call(|ctx| {
            Ok(match self.resolve_stream(ctx, stream)?.capturing() {
                None => StreamCaptureStatus::NONE,
                Some(g) if g.is_invalidated() => StreamCaptureStatus::INVALIDATED,
                Some(_) => StreamCaptureStatus::ACTIVE,
            })
        })
    }

    /// `cudaGraphCreate`: an empty graph.
    pub fn graph_create(&self, flags: u32) -> CudaResult<usize> {
        self.call(|ctx| {
            if flags != 0 {
                return Err(CudaError::InvalidValue);
            }
            Ok(ctx.graphs.insert(Arc::new(Graph::default())))
        })
    }

    /// `cudaGraphInstantiate`: an executable copy of the graph as it is now. A graph with
    /// memory or conditional nodes has one at a time (`cudaErrorNotSupported`, measured).
    pub fn graph_instantiate(&self, graph: usize, flags: u64) -> CudaResult<usize> {
        self.call(|ctx| {
            let mut t = ctx.graphs.lock();
            let mut exec = t.schedule_of(graph)?;
            exec.flags = flags;
            let g = t.graphs.get(&graph).ok_or(CudaError::InvalidValue)?;
            if g.has_memory_or_conditions() {
                let source = Arc::downgrade(g);
                if t.execs.values().any(|e| e.source.ptr_eq(&source)) {
                    return Err(CudaError::NotSupported);
                }
                exec.source = source;
            }
            let h = Graphs::handle(&mut t);
            t.execs.insert(h, exec);
            Ok(h)
        })
    }

    /// `cudaGraphLaunch`: the graph's work, issued to the stream as one operation. Its memory
    /// nodes are counted now (a launch whose allocation is still live from the last is
    /// `cudaErrorInvalidValue`), and its conditions made to default first.
    pub fn graph_launch(&self, exec: usize, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let e = ctx
                .graphs
                .lock()
                .execs
                .get(&exec)
                .cloned()
                .ok_or(CudaError::InvalidValue)?;
            let s = self.stream_for_work(ctx, stream)?;
            let mut waits = Vec::new();
            let mut records = Vec::new();
            for (at, op) in e.events.iter() {
                match *op {
                    LaunchOp::Wait(event) => waits.extend(ctx.events.lookup(event)?.marker()),
                    LaunchOp::Record(event) => records.push((*at, ctx.events.lookup(event)?)),
                    LaunchOp::Memory(_) => {}
                }
            }
            let done = ctx
                .graph_memory
                .launch(&e.memory, Arc::as_ptr(&s) as usize)?;
            let stamps: Vec<_> = records
                .iter()
                .map(|(at, ev)| (*at, ev.clone(), Arc::new(std::sync::OnceLock::new())))
                .collect();
            let (c, run_stamps) = (ctx.clone(), stamps.clone());
            let marker = ctx.streams.enqueue(&s, waits, move || {
                for cond in e.conditions.iter() {
                    if let Some(value) = cond.default_at_launch {
                        c.write_condition(cond.address, value);
                    }
                }
                for (i, node) in e.nodes.iter().enumerate() {
                    node();
                    for (_, ev, time) in run_stamps.iter().filter(|(at, ..)| *at == i) {
                        c.stamp_event(ev, time);
                    }
                }
                if !e.memory.is_empty() {
                    c.finish_graph_memory_work(&done);
                }
            });
            for (_, ev, time) in stamps {
                ev.set_record(marker.clone(), time);
            }
            Ok(())
        })
    }

    /// `cudaStreamBeginCaptureToGraph`: the stream's work goes to `graph`, after the nodes
    /// `deps`, until the capture ends.
    pub fn stream_begin_capture_to_graph(
        &self,
        stream: usize,
        graph: usize,
        deps: &[usize],
        mode: i32,
    ) -> CudaResult<()> {
        let deps = node_ids(deps)?;
        self.begin_capture(stream, mode, |ctx| Ok((ctx.graphs.graph(graph)?, deps)))
    }

    /// `cudaStreamUpdateCaptureDependencies`: the work the stream captures next depends on
    /// `deps` (`set`), or on them too.
    pub fn stream_update_capture_dependencies(
        &self,
        stream: usize,
        deps: &[usize],
        set: bool,
    ) -> CudaResult<()> {
        let deps = node_ids(deps)?;
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            if s.capturing().is_none() {
                return Err(CudaError::IllegalState);
            }
            let mut now = match set {
                true => Vec::new(),
                false => s.capture_frontier(),
            };
            now.extend(
                deps.into_iter()
                    .filter(|d| !now.contains(d))
                    .collect::<Vec<_>>(),
            );
            s.set_capture_frontier(now);
            Ok(())
        })
    }

    /// `cudaGraphAddMemAllocNode` (and `cudaMallocAsync` captured): a node after `deps` that
    /// allocates `bytes`; returns its handle and the allocation's address.
    pub fn graph_add_mem_alloc(
        &self,
        graph: usize,
        deps: &[usize],
        bytes: usize,
    ) -> CudaResult<(usize, u64)> {
        let deps = node_ids(deps)?;
        let g = self.call(|ctx| ctx.graphs.graph(graph))?;
        self.add_mem_alloc(&g, After::Nodes(deps), bytes)
    }

    /// An allocation node of `g` after `after`.
    fn add_mem_alloc(&self, g: &Graph, after: After, bytes: usize) -> CudaResult<(usize, u64)> {
        if bytes == 0 {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            let reusable = g.freed_before(&after.nodes());
            let alloc = ctx.graph_memory.address_for(bytes, &reusable, |n| {
                ctx.allocate(n, crate::backend::MemoryKind::Device, 0)
            })?;
            let base = alloc.base;
            let step = Step {
                at_launch: Some(LaunchOp::Memory(MemoryOp::Alloc(alloc))),
                ..Step::new(Arc::new(|| {}), NodeKind::MemAlloc)
            };
            Ok((node_handle(after.add(g, step)), base))
        })
    }

    /// `cudaGraphAddMemFreeNode` (and `cudaFreeAsync` captured): a node after `deps` that frees
    /// the graph allocation at `ptr`, which no other node of the graph frees.
    pub fn graph_add_mem_free(&self, graph: usize, deps: &[usize], ptr: u64) -> CudaResult<usize> {
        let deps = node_ids(deps)?;
        let g = self.call(|ctx| ctx.graphs.graph(graph))?;
        self.add_mem_free(&g, After::Nodes(deps), ptr)
    }

    fn add_mem_free(&self, g: &Graph, after: After, ptr: u64) -> CudaResult<usize> {
        self.call(|ctx| {
            if !ctx.graph_memory.is_graph_address(ptr) || !g.may_free(ptr) {
                return Err(CudaError::InvalidValue);
            }
            let step = Step {
                at_launch: Some(LaunchOp::Memory(MemoryOp::Free(ptr))),
                ..Step::new(Arc::new(|| {}), NodeKind::MemFree)
            };
            Ok(node_handle(after.add(g, step)))
        })
    }

    /// `cudaMallocAsync` into the stream `s`, which captures into `g`: an allocation node.
    pub(crate) fn capture_malloc(&self, s: &StreamObj, g: &Graph, bytes: usize) -> CudaResult<u64> {
        self.add_mem_alloc(g, After::Captured(s), bytes)
            .map(|(_, base)| base)
    }

    /// `cudaFreeAsync` into the stream `s`, which captures into `g`: a free node.
    pub(crate) fn capture_free(&self, s: &StreamObj, g: &Graph, ptr: u64) -> CudaResult<()> {
        self.add_mem_free(g, After::Captured(s), ptr).map(|_| ())
    }

    /// `cudaGraphMemAllocNodeGetParams`: the address and size an allocation node allocates.
    pub fn graph_mem_alloc_params(&self, node: usize) -> CudaResult<(u64, usize)> {
        match self.graph_node_memory(node)? {
            MemoryOp::Alloc(a) => Ok((a.base, a.bytes)),
            MemoryOp::Free(_) => Err(CudaError::InvalidValue),
        }
    }

    /// `cudaGraphMemFreeNodeGetParams`: the address a free node frees.
    pub fn graph_mem_free_params(&self, node: usize) -> CudaResult<u64> {
        match self.graph_node_memory(node)? {
            MemoryOp::Free(base) => Ok(base),
            MemoryOp::Alloc(_) => Err(CudaError::InvalidValue),
        }
    }

    /// `cudaGraphAddEventRecordNode` (`record`) and `cudaGraphAddEventWaitNode`: a node after
    /// `deps` that records `event`, or that the graph's launches wait for `event` at.
    pub fn graph_add_event_node(
        &self,
        graph: usize,
        deps: &[usize],
        event: usize,
        record: bool,
    ) -> CudaResult<usize> {
        let deps = node_ids(deps)?;
        self.call(|ctx| {
            let g = ctx.graphs.graph(graph)?;
            ctx.events.lookup(event)?;
            let (kind, op) = match record {
                true => (NodeKind::EventRecord, LaunchOp::Record(event)),
                false => (NodeKind::WaitEvent, LaunchOp::Wait(event)),
            };
            let step = Step {
                at_launch: Some(op),
                ..Step::new(Arc::new(|| {}), kind)
            };
            Ok(node_handle(g.append(vec![step], deps)))
        })
    }

    /// `cudaGraphEventRecordNodeGetEvent` and `cudaGraphEventWaitNodeGetEvent`: the event of
    /// an event node.
    pub fn graph_event_node_event(&self, node: usize) -> CudaResult<usize> {
        self.read_node(node, |n| match n.at_launch {
            Some(LaunchOp::Record(e) | LaunchOp::Wait(e)) => Some(e),
            _ => None,
        })
    }

    /// `cudaGraphEventRecordNodeSetEvent` and `cudaGraphEventWaitNodeSetEvent`: event node
    /// `node` records or waits for `event` from now on.
    pub fn graph_event_node_set_event(&self, node: usize, event: usize) -> CudaResult<()> {
        self.call(|ctx| ctx.events.lookup(event).map(drop))?;
        self.change_node(node, |n| match &mut n.at_launch {
            Some(LaunchOp::Record(e) | LaunchOp::Wait(e)) => {
                *e = event;
                Some(())
            }
            _ => None,
        })
    }

    /// `cudaGraphExecEventRecordNodeSetEvent` and `cudaGraphExecEventWaitNodeSetEvent`: in the
    /// instantiated graph `exec`, the event node made from `node` records or waits for `event`
    /// from the next launch on.
    pub fn graph_exec_event_node_set_event(
        &self,
        exec: usize,
        node: usize,
        event: usize,
    ) -> CudaResult<()> {
        self.change_exec_node(exec, node, |ctx, e, at| {
            ctx.events.lookup(event)?;
            let mut events = e.events.to_vec();
            match events.iter_mut().find(|(place, _)| *place == at) {
                Some((_, LaunchOp::Record(ev) | LaunchOp::Wait(ev))) => *ev = event,
                _ => return Err(CudaError::InvalidValue),
            }
            e.events = events.into();
            Ok(())
        })
    }

    /// `cudaGraphNodeSetEnabled`: whether the node made from `node` in the instantiated graph
    /// `exec` does its work in later launches (kernel, copy and fill nodes only, as in CUDA).
    pub fn graph_exec_set_node_enabled(
        &self,
        exec: usize,
        node: usize,
        enabled: bool,
    ) -> CudaResult<()> {
        self.change_exec_node(exec, node, |_, e, at| {
            if !matches!(
                e.kinds[at],
                NodeKind::Kernel | NodeKind::Memcpy | NodeKind::Memset
            ) {
                return Err(CudaError::InvalidValue);
            }
            match (enabled, e.disabled.remove(&at)) {
                (true, Some(work)) => e.set_work(at, work),
                (false, None) => {
                    e.disabled.insert(at, e.nodes[at].clone());
                    e.set_work(at, idle());
                }
                (_, off) => e.disabled.extend(off.map(|w| (at, w))),
            }
            Ok(())
        })
    }

    /// `cudaGraphNodeGetEnabled`.
    pub fn graph_exec_node_enabled(&self, exec: usize, node: usize) -> CudaResult<bool> {
        self.change_exec_node(exec, node, |_, e, at| Ok(!e.disabled.contains_key(&at)))
    }

    /// Keeps `params` with node `node`, for the getters of the API that made or set it.
    pub fn graph_node_describe(&self, node: usize, params: NodeParams) -> CudaResult<()> {
        self.change_node(node, |n| {
            n.params = Some(params.clone());
            Some(())
        })
    }

    /// What [`Runtime::graph_node_describe`] last kept with node `node`;
    /// `cudaErrorInvalidValue` where nothing was (a node a stream captured).
    pub fn graph_node_params(&self, node: usize) -> CudaResult<NodeParams> {
        self.read_node(node, |n| n.params.clone())
    }

    fn graph_node_memory(&self, node: usize) -> CudaResult<MemoryOp> {
        self.read_node(node, |n| n.at_launch.as_ref()?.memory().cloned())
    }

    /// `cudaDeviceGetGraphMemAttribute`.
    pub fn graph_mem_attribute(&self, device: i32, attr: u32) -> CudaResult<u64> {
        self.call(|ctx| {
            crate::device::check_device(device)?;
            ctx.graph_memory.attribute(attr)
        })
    }

    /// `cudaDeviceSetGraphMemAttribute`.
    pub fn set_graph_mem_attribute(&self, device: i32, attr: u32, value: u64) -> CudaResult<()> {
        self.call(|ctx| {
            crate::device::check_device(device)?;
            ctx.graph_memory.reset_high(attr, value)
        })
    }

    /// `cudaDeviceGraphMemTrim`.
    pub fn graph_mem_trim(&self, device: i32) -> CudaResult<()> {
        self.call(|ctx| {
            crate::device::check_device(device)?;
            ctx.graph_memory.trim();
            Ok(())
        })
    }

    /// `cudaGraphConditionalHandleCreate`: a condition for conditional nodes of `graph` (and
    /// of its bodies), `default_value` at first and, with `cudaGraphCondAssignDefault`, at the
    /// start of every launch.
    pub fn graph_conditional_handle(
        &self,
        graph: usize,
        default_value: u32,
        flags: u32,
    ) -> CudaResult<u64> {
        const ASSIGN_DEFAULT: u32 = 1;
        if flags & !ASSIGN_DEFAULT != 0 {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            let g = ctx.graphs.graph(graph)?;
            let address = ctx
                .backend
                .alloc(4, crate::backend::MemoryKind::Device)
                .ok_or(CudaError::MemoryAllocation)?;
            ctx.write_condition(address, default_value);
            let mut conditions = g.conditions.lock().unwrap_or_else(|e| e.into_inner());
            conditions.push(Condition {
                address,
                default_at_launch: (flags & ASSIGN_DEFAULT != 0).then_some(default_value),
            });
            Ok(address)
        })
    }

    /// A conditional node after `deps` on the condition `handle`, with `size` empty body
    /// graphs; returns its handle and the bodies' handles, which stay valid while it lives.
    pub fn graph_add_conditional(
        &self,
        graph: usize,
        deps: &[usize],
        handle: u64,
        kind: ConditionalKind,
        size: usize,
    ) -> CudaResult<(usize, Arc<[usize]>)> {
        let deps = node_ids(deps)?;
        let valid_size = match kind {
            ConditionalKind::If => (1..=2).contains(&size),
            ConditionalKind::While => size == 1,
            ConditionalKind::Switch => size >= 1,
        };
        if !valid_size {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            let g = ctx.graphs.graph(graph)?;
            let known = ctx.graphs.all().iter().any(|o| {
                let conditions = o.conditions.lock().unwrap_or_else(|e| e.into_inner());
                conditions.iter().any(|c| c.address == handle)
            });
            if !known {
                return Err(CudaError::InvalidValue);
            }
            let bodies: Vec<Arc<Graph>> = (0..size).map(|_| Arc::new(Graph::default())).collect();
            let handles: Arc<[usize]> = bodies
                .iter()
                .map(|b| ctx.graphs.insert(b.clone()))
                .collect();
            let c = ctx.clone();
            let run_body = move |i: usize| Exec::run(&bodies[i].schedule().nodes);
            let work: Node = Arc::new(move || {
                let value = c.read_condition(handle);
                match kind {
                    ConditionalKind::If if value != 0 => run_body(0),
                    ConditionalKind::If if size == 2 => run_body(1),
                    ConditionalKind::If => {}
                    ConditionalKind::While => {
                        let mut value = value;
                        while value != 0 {
                            run_body(0);
                            value = c.read_condition(handle);
                        }
                    }
                    ConditionalKind::Switch => {
                        if (value as usize) < size {
                            run_body(value as usize)
                        }
                    }
                }
            });
            let id = g.append(vec![Step::new(work, NodeKind::Conditional)], deps);
            if let Some(n) = g.lock().iter_mut().find(|n| n.id == id) {
                n.bodies = Some(handles.clone());
            }
            Ok((node_handle(id), handles))
        })
    }

    /// `cudaGraphUpload`: the nodes are ready to run as they are; only the handles are
    /// checked.
    pub fn graph_upload(&self, exec: usize, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            if !ctx.graphs.lock().execs.contains_key(&exec) {
                return Err(CudaError::InvalidValue);
            }
            self.resolve_stream(ctx, stream)?;
            Ok(())
        })
    }

    /// Adds to `graph`, after the nodes `deps`, the work `issue` issues to the stream it is
    /// given (captured there): the explicit node API (`cudaGraphAddKernelNode` and the like)
    /// is the capture of the call that does the same work. Returns the new node's handle.
    pub fn graph_add_node(
        &self,
        graph: usize,
        deps: &[usize],
        issue: impl FnOnce(usize) -> CudaResult<()>,
    ) -> CudaResult<usize> {
        let deps = node_ids(deps)?;
        let target = self.call(|ctx| ctx.graphs.graph(graph))?;
        let mut work = self.captured_work(issue)?;
        if work.is_empty() {
            work.push(Step::new(Arc::new(|| {}), NodeKind::Empty));
        }
        Ok(node_handle(target.append(work, deps)))
    }

    /// The work `issue` issues to the stream it is given, captured there (not run).
    fn captured_work(&self, issue: impl FnOnce(usize) -> CudaResult<()>) -> CudaResult<Vec<Step>> {
        let (captured, stream) = self.call(|ctx| {
            let (handle, s) = ctx.streams.create(crate::stream::STREAM_NON_BLOCKING, 0);
            let captured = Arc::new(Graph::default());
            s.set_capture(Some(captured.clone()), Vec::new());
            Ok((captured, handle))
        })?;
        let issued = issue(stream);
        self.call(|ctx| {
            ctx.streams.lookup(stream)?.set_capture(None, Vec::new());
            ctx.streams.destroy(stream)
        })?;
        issued?;
        Ok(captured.take_work())
    }

    /// The one operation `issue` issues (a kernel launch), as a node's new work.
    fn replacement_work(&self, issue: impl FnOnce(usize) -> CudaResult<()>) -> CudaResult<Step> {
        match <[Step; 1]>::try_from(self.captured_work(issue)?) {
            Ok([step]) => Ok(step),
            Err(_) => Err(CudaError::InvalidValue),
        }
    }

    /// `cudaGraphKernelNodeSetParams`: node `node` of whichever graph holds it does the work
    /// `issue` issues from now on.
    pub fn graph_node_set_work(
        &self,
        node: usize,
        issue: impl FnOnce(usize) -> CudaResult<()>,
    ) -> CudaResult<()> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        let work = self.replacement_work(issue)?;
        self.call(|ctx| {
            let graphs = ctx.graphs.all();
            match graphs.iter().any(|g| g.replace(id, &work)) {
                true => Ok(()),
                false => Err(CudaError::InvalidValue),
            }
        })
    }

    /// `cudaGraphExecKernelNodeSetParams`: in the instantiated graph `exec`, the node made from
    /// `node` does the work `issue` issues from now on (launches already made keep the old).
    pub fn graph_exec_node_set_work(
        &self,
        exec: usize,
        node: usize,
        issue: impl FnOnce(usize) -> CudaResult<()>,
    ) -> CudaResult<()> {
        let work = self.replacement_work(issue)?;
        self.change_exec_node(exec, node, |_, e, at| {
            match e.disabled.get_mut(&at) {
                Some(off) => *off = work.work,
                None => e.set_work(at, work.work),
            }
            Ok(())
        })
    }

    /// What `change` makes of the instantiated graph `exec` at the place of the node made from
    /// `node`, and says; `cudaErrorInvalidValue` where `exec` is no instantiated graph or has
    /// no such node.
    fn change_exec_node<T>(
        &self,
        exec: usize,
        node: usize,
        change: impl FnOnce(&Context, &mut Exec, usize) -> CudaResult<T>,
    ) -> CudaResult<T> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let mut t = ctx.graphs.lock();
            let e = t.execs.get_mut(&exec).ok_or(CudaError::InvalidValue)?;
            let at = e.place(id)?;
            change(ctx, e, at)
        })
    }

    /// `cudaGraphExecUpdate`: the instantiated graph `exec` does the work of `graph` from now
    /// on, when `graph` has as many nodes of the same kinds in its order of running (CUDA
    /// also requires the same dependencies, which are not compared). Its nodes keep the names
    /// of the graph it was made from. A refusal names the node of `graph` that differs, where
    /// one does.
    pub fn graph_exec_update(
        &self,
        exec: usize,
        graph: usize,
    ) -> CudaResult<Result<(), (ExecUpdateError, Option<usize>)>> {
        self.call(|ctx| {
            let mut t = ctx.graphs.lock();
            let update = t.schedule_of(graph)?;
            let e = t.execs.get_mut(&exec).ok_or(CudaError::InvalidValue)?;
            if update.nodes.len() != e.nodes.len() {
                return Ok(Err((ExecUpdateError::TopologyChanged, None)));
            }
            let changed = (0..e.kinds.len()).find(|&i| e.kinds[i] != update.kinds[i]);
            if let Some(i) = changed {
                let node = node_handle(update.ids[i]);
                return Ok(Err((ExecUpdateError::NodeTypeChanged, Some(node))));
            }
            e.nodes = update.nodes;
            // Disabled nodes stay disabled, with the new graph's work.
            for at in e.disabled.keys().copied().collect::<Vec<_>>() {
                e.disabled.insert(at, e.nodes[at].clone());
                e.set_work(at, idle());
            }
            Ok(Ok(()))
        })
    }

    /// `cudaGraphGetNodes`: the handles of the graph's nodes, in the order they were added.
    pub fn graph_nodes(&self, graph: usize) -> CudaResult<Vec<usize>> {
        self.call(|ctx| {
            Ok(ctx
                .graphs
                .graph(graph)?
                .ids()
                .into_iter()
                .map(node_handle)
                .collect())
        })
    }

    /// `cudaGraphNodeGetType`.
    pub fn graph_node_kind(&self, node: usize) -> CudaResult<NodeKind> {
        self.read_node(node, |n| Some(n.kind))
    }

    /// What `read` reads of node `node` of whichever graph holds it; `cudaErrorInvalidValue`
    /// where no graph does, or `read` finds nothing (a getter of another kind of node).
    fn read_node<T>(&self, node: usize, read: impl Fn(&GraphNode) -> Option<T>) -> CudaResult<T> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let graphs = ctx.graphs.all();
            graphs
                .iter()
                .find_map(|g| g.node(id, &read).flatten())
                .ok_or(CudaError::InvalidValue)
        })
    }

    /// What `change` makes of node `node` of whichever graph holds it;
    /// `cudaErrorInvalidValue` where none does, or `change` says `None`.
    fn change_node(
        &self,
        node: usize,
        change: impl Fn(&mut GraphNode) -> Option<()>,
    ) -> CudaResult<()> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let graphs = ctx.graphs.all();
            graphs
                .iter()
                .find_map(|g| g.change_node(id, &change).flatten())
                .ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaGraphAddChildGraphNode`: a node that runs a copy of `child` as it is now, after the
    /// nodes `deps`.
    pub fn graph_add_child(
        &self,
        graph: usize,
        deps: &[usize],
        child_handle: usize,
    ) -> CudaResult<usize> {
        let child = child_handle;
        let deps = node_ids(deps)?;
        let (target, nodes) = self.call(|ctx| {
            let t = ctx.graphs.lock();
            let target = t
                .graphs
                .get(&graph)
                .cloned()
                .ok_or(CudaError::InvalidValue)?;
            let child = t.graphs.get(&child).ok_or(CudaError::InvalidValue)?;
            // Those a child's launch would have to do for its nodes are not carried over.
            if child.has_memory_or_conditions()
                || child.lock().iter().any(|n| n.at_launch.is_some())
            {
                return Err(CudaError::NotSupported);
            }
            Ok((target, t.schedule_of(child_handle)?.nodes))
        })?;
        let work: Node = Arc::new(move || Exec::run(&nodes));
        let step = Step::new(work, NodeKind::Graph);
        Ok(node_handle(target.append(vec![step], deps)))
    }

    /// `cudaGraphKernelNodeGetParams`: the launch kernel node `node` makes.
    pub fn graph_kernel_launch(&self, node: usize) -> CudaResult<Arc<KernelLaunch>> {
        self.read_node(node, |n| n.launch.clone())
    }

    /// `cudaGraphNodeGetDependencies`: the handles of the nodes `node` runs after.
    pub fn graph_node_dependencies(&self, node: usize) -> CudaResult<Vec<usize>> {
        let deps = self.read_node(node, |n| Some(n.deps.clone()))?;
        Ok(deps.into_iter().map(node_handle).collect())
    }

    /// `cudaGraphGetEdges`: each dependency of the graph as (from, to) handles.
    pub fn graph_edges(&self, graph: usize) -> CudaResult<Vec<(usize, usize)>> {
        self.call(|ctx| {
            let edges = ctx.graphs.graph(graph)?.edges();
            Ok(edges
                .into_iter()
                .map(|(a, b)| (node_handle(a), node_handle(b)))
                .collect())
        })
    }

    /// `cudaGraphAddDependencies`: each node of `to` runs after the node of `from` beside it.
    pub fn graph_add_dependencies(
        &self,
        graph: usize,
        from: &[usize],
        to: &[usize],
    ) -> CudaResult<()> {
        self.change_edges(graph, from, to, Graph::add_edge)
    }

    /// `cudaGraphRemoveDependencies`: each node of `to` no longer runs after the node of
    /// `from` beside it (every such dependency must be there).
    pub fn graph_remove_dependencies(
        &self,
        graph: usize,
        from: &[usize],
        to: &[usize],
    ) -> CudaResult<()> {
        self.change_edges(graph, from, to, Graph::remove_edge)
    }

    /// Applies `change` to the edge from each node of `from` to the node of `to` beside it,
    /// handles made ids; `cudaErrorInvalidValue` where it fails or a handle is not a node's.
    fn change_edges(
        &self,
        graph: usize,
        from: &[usize],
        to: &[usize],
        change: fn(&Graph, usize, usize) -> bool,
    ) -> CudaResult<()> {
        if from.len() != to.len() {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            let g = ctx.graphs.graph(graph)?;
            for (&a, &b) in from.iter().zip(to) {
                let (Some(a), Some(b)) = (node_id(a), node_id(b)) else {
                    return Err(CudaError::InvalidValue);
                };
                if !change(&g, a, b) {
                    return Err(CudaError::InvalidValue);
                }
            }
            Ok(())
        })
    }

    /// `cudaGraphDestroyNode`: the node leaves its graph, and the nodes that depended on it no
    /// longer do.
    pub fn graph_destroy_node(&self, node: usize) -> CudaResult<()> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| match ctx.graphs.all().iter().any(|g| g.remove(id)) {
            true => Ok(()),
            false => Err(CudaError::InvalidValue),
        })
    }

    /// `cudaGraphNodeGetDependentNodes`: the handles of the nodes that run after `node`.
    pub fn graph_node_dependents(&self, node: usize) -> CudaResult<Vec<usize>> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let dependents = ctx.graphs.all().iter().find_map(|g| g.dependents_of(id));
            Ok(dependents
                .ok_or(CudaError::InvalidValue)?
                .into_iter()
                .map(node_handle)
                .collect())
        })
    }

    /// `cudaStreamGetCaptureInfo`: whether `stream` captures, and then the capture's id (the
    /// same for every stream joined to it), the handle of the graph it captures into (made
    /// now if the capture had none) and the nodes its next work will depend on.
    pub fn stream_capture_info(&self, stream: usize) -> CudaResult<Option<CaptureInfo>> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            let Some(graph) = s.capturing() else {
                return Ok(None);
            };
            let id = Arc::as_ptr(&graph) as usize as u64;
            let dependencies = s.capture_frontier().into_iter().map(node_handle).collect();
            let graph = ctx.graphs.insert(graph);
            Ok(Some(CaptureInfo {
                id,
                graph,
                dependencies,
            }))
        })
    }

    /// `cudaGraphDebugDotPrint`: the graph in the DOT language, a node per line with its kind,
    /// then its dependencies.
    pub fn graph_dot(&self, graph: usize) -> CudaResult<String> {
        self.call(|ctx| {
            let g = ctx.graphs.graph(graph)?;
            let mut out = format!("digraph \"graph_{graph:#x}\" {{\n");
            for id in g.ids() {
                let kind = g.node(id, |n| n.kind).unwrap_or(NodeKind::Empty);
                out += &format!("  node_{id} [label=\"{kind:?} node {id}\"];\n");
            }
            for (from, to) in g.edges() {
                out += &format!("  node_{from} -> node_{to};\n");
            }
            out += "}\n";
            Ok(out)
        })
    }

    /// `cudaGraphGetRootNodes`: the handles of the nodes that depend on no other.
    pub fn graph_root_nodes(&self, graph: usize) -> CudaResult<Vec<usize>> {
        self.call(|ctx| {
            Ok(ctx
                .graphs
                .graph(graph)?
                .roots()
                .into_iter()
                .map(node_handle)
                .collect())
        })
    }

    /// `cudaGraphClone`: a new graph with the nodes and dependencies of `graph`.
    pub fn graph_clone(&self, graph: usize) -> CudaResult<usize> {
        self.call(|ctx| {
            let g = ctx.graphs.graph(graph)?;
            if g.has_memory_or_conditions() {
                return Err(CudaError::NotSupported);
            }
            let copy = g.clone_graph();
            Ok(ctx.graphs.insert(Arc::new(copy)))
        })
    }

    /// `cudaGraphNodeFindInClone`: the node of the clone `graph` that `node` of its original
    /// became.
    pub fn graph_node_find_in_clone(&self, node: usize, graph: usize) -> CudaResult<usize> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let clone = ctx.graphs.graph(graph)?;
            let copy = clone.clone_of.get(&id).ok_or(CudaError::InvalidValue)?;
            // The copy may have been destroyed since.
            match clone.ids().contains(copy) {
                true => Ok(node_handle(*copy)),
                false => Err(CudaError::InvalidValue),
            }
        })
    }

    /// `cudaGraphExecGetFlags`: the flags the graph was instantiated with.
    pub fn graph_exec_flags(&self, exec: usize) -> CudaResult<u64> {
        self.call(|ctx| {
            let t = ctx.graphs.lock();
            Ok(t.execs.get(&exec).ok_or(CudaError::InvalidValue)?.flags)
        })
    }

    /// `cudaGraphExecDestroy`.
    pub fn graph_exec_destroy(&self, exec: usize) -> CudaResult<()> {
        self.call(|ctx| {
            ctx.graphs
                .lock()
                .execs
                .remove(&exec)
                .map(|_| ())
                .ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaGraphDestroy`.
    pub fn graph_destroy(&self, graph: usize) -> CudaResult<()> {
        self.call(|ctx| {
            ctx.graphs
                .lock()
                .graphs
                .remove(&graph)
                .map(|_| ())
                .ok_or(CudaError::InvalidValue)
        })
    }
}
