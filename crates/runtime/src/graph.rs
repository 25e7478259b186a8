//! CUDA graphs: work issued to a capturing stream (kernel launches, asynchronous copies and
//! fills, host functions, event records) is kept as the graph's nodes instead of run, and an
//! instantiated graph runs them all, each time it is launched into a stream. Nodes added one by
//! one (`cudaGraphAddKernelNode`...) are the capture of the call that does their work, placed
//! after the nodes they depend on.
//!
//! A captured node depends on the one issued before it; streams joined to a capture through
//! events add their work to the same chain. An instantiated graph runs its nodes one after
//! another in an order that respects the dependencies, a schedule CUDA allows.

use crate::abi::{CudaError, StreamCaptureStatus};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Work a graph runs each time it is launched.
pub type Node = Arc<dyn Fn() + Send + Sync>;

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

struct GraphNode {
    id: usize,
    work: Node,
    /// The nodes that must run before this one.
    deps: Vec<usize>,
    kind: NodeKind,
    /// A kernel node's launch, as `cudaGraphKernelNodeGetParams` gives it back.
    launch: Option<Arc<KernelLaunch>>,
}

/// Work for a node: what it runs, what it is, and a kernel node's launch.
struct Step {
    work: Node,
    kind: NodeKind,
    launch: Option<Arc<KernelLaunch>>,
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
}

impl Graph {
    /// The graph a capture in `mode` (`cudaStreamCaptureMode`) fills.
    pub fn captured(mode: i32) -> Graph {
        Graph {
            relaxed: mode == crate::abi::StreamCaptureMode::RELAXED.0,
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

    /// Adds captured work, after the node added before it (capture issues in order). What it
    /// does is said next, by [`Graph::mark_last`], where the work is known.
    pub fn add(&self, work: Node) {
        let mut nodes = self.lock();
        let deps = nodes.last().map(|n| vec![n.id]).unwrap_or_default();
        let id = NEXT_NODE.fetch_add(1, Ordering::Relaxed);
        nodes.push(GraphNode {
            id,
            work,
            deps,
            kind: NodeKind::Empty,
            launch: None,
        });
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
            })
            .collect()
    }

    fn launch_of(&self, id: usize) -> Option<Option<Arc<KernelLaunch>>> {
        self.lock()
            .iter()
            .find(|n| n.id == id)
            .map(|n| n.launch.clone())
    }

    fn kind_of(&self, id: usize) -> Option<NodeKind> {
        self.lock().iter().find(|n| n.id == id).map(|n| n.kind)
    }

    /// The nodes node `id` depends on, if the graph holds it.
    fn dependencies_of(&self, id: usize) -> Option<Vec<usize>> {
        self.lock()
            .iter()
            .find(|n| n.id == id)
            .map(|n| n.deps.clone())
    }

    /// Every dependency as (from, to): `to` runs after `from`.
    fn edges(&self) -> Vec<(usize, usize)> {
        self.lock()
            .iter()
            .flat_map(|n| n.deps.iter().map(move |&d| (d, n.id)))
            .collect()
    }

    /// Makes `to` depend on `from`; false unless the graph holds both.
    fn add_edge(&self, from: usize, to: usize) -> bool {
        let mut nodes = self.lock();
        if !nodes.iter().any(|n| n.id == from) {
            return false;
        }
        match nodes.iter_mut().find(|n| n.id == to) {
            Some(n) => {
                if !n.deps.contains(&from) {
                    n.deps.push(from);
                }
                true
            }
            None => false,
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

    /// The node the work captured next depends on: the one added last.
    fn last(&self) -> Option<usize> {
        self.lock().last().map(|n| n.id)
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
            })
            .collect();
        Graph {
            nodes: Mutex::new(copies),
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
        while let Some(i) = ready.pop_first() {
            order.push((nodes[i].id, nodes[i].work.clone()));
            for &j in &dependents[i] {
                waiting[j] -= 1;
                if waiting[j] == 0 {
                    ready.insert(j);
                }
            }
        }
        let (ids, work): (Vec<usize>, Vec<Node>) = order.into_iter().unzip();
        Exec {
            ids: ids.into(),
            nodes: work.into(),
        }
    }

    /// Replaces the work of node `id`; false if the graph has no such node.
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
}

/// Why `cudaGraphExecUpdate` left an instantiated graph as it was (`cudaGraphExecUpdateResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecUpdateError {
    /// The graph's nodes are not the instantiated one's in number and order.
    TopologyChanged = 2,
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

impl Runtime {
    /// `cudaStreamBeginCapture`: the stream's work goes to a new graph from now on. The legacy
    /// default stream cannot capture, and a stream captures one graph at a time.
    pub fn stream_begin_capture(&self, stream: usize, mode: i32) -> CudaResult<()> {
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
            s.set_capture(Some(Arc::new(Graph::captured(mode))));
            Ok(())
        })
    }

    /// A call that is unsafe while a stream captures (`cudaMalloc`) breaks every capture not
    /// made in relaxed mode and fails (measured in global mode; thread-local captures are
    /// treated as global ones).
    pub(crate) fn refuse_during_capture(&self, ctx: &Context) -> CudaResult<()> {
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

    /// `cudaStreamEndCapture`: ends the capture the stream began (and that of every stream
    /// joined to it) and returns the graph's handle.
    pub fn stream_end_capture(&self, stream: usize) -> CudaResult<usize> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            let graph = s.capturing().ok_or(CudaError::IllegalState)?;
            ctx.streams.end_capture(&graph);
            if graph.is_invalidated() {
                return Err(CudaError::StreamCaptureInvalidated);
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

    /// `cudaGraphInstantiate`: an executable copy of the graph as it is now.
    pub fn graph_instantiate(&self, graph: usize) -> CudaResult<usize> {
        self.call(|ctx| {
            let mut t = ctx.graphs.lock();
            let nodes = t.schedule_of(graph)?;
            let h = Graphs::handle(&mut t);
            t.execs.insert(h, nodes);
            Ok(h)
        })
    }

    /// `cudaGraphLaunch`: the graph's work, issued to the stream as one operation.
    pub fn graph_launch(&self, exec: usize, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let nodes = ctx
                .graphs
                .lock()
                .execs
                .get(&exec)
                .map(|e| e.nodes.clone())
                .ok_or(CudaError::InvalidValue)?;
            let s = self.resolve_stream(ctx, stream)?;
            ctx.streams.enqueue(&s, vec![], move || {
                for node in nodes.iter() {
                    node();
                }
            });
            Ok(())
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
        let deps: Vec<usize> = deps
            .iter()
            .map(|&h| node_id(h).ok_or(CudaError::InvalidValue))
            .collect::<CudaResult<_>>()?;
        let target = self.call(|ctx| ctx.graphs.graph(graph))?;
        let mut work = self.captured_work(issue)?;
        if work.is_empty() {
            work.push(Step {
                work: Arc::new(|| {}),
                kind: NodeKind::Empty,
                launch: None,
            });
        }
        Ok(node_handle(target.append(work, deps)))
    }

    /// The work `issue` issues to the stream it is given, captured there (not run).
    fn captured_work(&self, issue: impl FnOnce(usize) -> CudaResult<()>) -> CudaResult<Vec<Step>> {
        let (captured, stream) = self.call(|ctx| {
            let (handle, s) = ctx.streams.create(crate::stream::STREAM_NON_BLOCKING, 0);
            let captured = Arc::new(Graph::default());
            s.set_capture(Some(captured.clone()));
            Ok((captured, handle))
        })?;
        let issued = issue(stream);
        self.call(|ctx| {
            ctx.streams.lookup(stream)?.set_capture(None);
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
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        let work = self.replacement_work(issue)?;
        self.call(|ctx| {
            let mut t = ctx.graphs.lock();
            let e = t.execs.get_mut(&exec).ok_or(CudaError::InvalidValue)?;
            let at = e
                .ids
                .iter()
                .position(|&i| i == id)
                .ok_or(CudaError::InvalidValue)?;
            let mut nodes = e.nodes.to_vec();
            nodes[at] = work.work;
            e.nodes = nodes.into();
            Ok(())
        })
    }

    /// `cudaGraphExecUpdate`: the instantiated graph `exec` does the work of `graph` from now
    /// on, when `graph` has as many nodes (CUDA also requires the same kinds and dependencies,
    /// which are not compared). Its nodes keep the names of the graph it was made from.
    pub fn graph_exec_update(
        &self,
        exec: usize,
        graph: usize,
    ) -> CudaResult<Result<(), ExecUpdateError>> {
        self.call(|ctx| {
            let mut t = ctx.graphs.lock();
            let update = t.schedule_of(graph)?;
            let e = t.execs.get_mut(&exec).ok_or(CudaError::InvalidValue)?;
            if update.nodes.len() != e.nodes.len() {
                return Ok(Err(ExecUpdateError::TopologyChanged));
            }
            e.nodes = update.nodes;
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
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let graphs = ctx.graphs.all();
            graphs
                .iter()
                .find_map(|g| g.kind_of(id))
                .ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaGraphAddChildGraphNode`: a node that runs a copy of `child` as it is now, after the
    /// nodes `deps`.
    pub fn graph_add_child(&self, graph: usize, deps: &[usize], child: usize) -> CudaResult<usize> {
        let deps: Vec<usize> = deps
            .iter()
            .map(|&h| node_id(h).ok_or(CudaError::InvalidValue))
            .collect::<CudaResult<_>>()?;
        let (target, nodes) = self.call(|ctx| {
            let t = ctx.graphs.lock();
            let target = t
                .graphs
                .get(&graph)
                .cloned()
                .ok_or(CudaError::InvalidValue)?;
            Ok((target, t.schedule_of(child)?.nodes))
        })?;
        let work: Node = Arc::new(move || {
            for node in nodes.iter() {
                node();
            }
        });
        let step = Step {
            work,
            kind: NodeKind::Graph,
            launch: None,
        };
        Ok(node_handle(target.append(vec![step], deps)))
    }

    /// `cudaGraphKernelNodeGetParams`: the launch kernel node `node` makes.
    pub fn graph_kernel_launch(&self, node: usize) -> CudaResult<Arc<KernelLaunch>> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let launch = ctx.graphs.all().iter().find_map(|g| g.launch_of(id));
            launch.flatten().ok_or(CudaError::InvalidValue)
        })
    }

    /// `cudaGraphNodeGetDependencies`: the handles of the nodes `node` runs after.
    pub fn graph_node_dependencies(&self, node: usize) -> CudaResult<Vec<usize>> {
        let id = node_id(node).ok_or(CudaError::InvalidValue)?;
        self.call(|ctx| {
            let deps = ctx.graphs.all().iter().find_map(|g| g.dependencies_of(id));
            Ok(deps
                .ok_or(CudaError::InvalidValue)?
                .into_iter()
                .map(node_handle)
                .collect())
        })
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
            let dependencies = graph.last().map(node_handle).into_iter().collect();
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
                let kind = g.kind_of(id).unwrap_or(NodeKind::Empty);
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
            let copy = ctx.graphs.graph(graph)?.clone_graph();
            Ok(ctx.graphs.insert(Arc::new(copy)))
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
