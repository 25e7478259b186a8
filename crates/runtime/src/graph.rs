//! CUDA graphs made by stream capture: work issued to a capturing stream (kernel launches,
//! asynchronous copies and fills, host functions, event records) is kept as the graph's nodes
//! instead of run, and an instantiated graph runs them all, in the order they were issued, each
//! time it is launched into a stream.
//!
//! Nodes are kept in issue order, which is a topological order of the graph CUDA would build
//! (work is only ever issued after what it depends on), so running them one after another is a
//! schedule CUDA allows; streams joined to a capture through events add their work to the same
//! list.

use crate::abi::CudaError;
use crate::context::Runtime;
use crate::error::CudaResult;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Work a graph runs each time it is launched.
pub type Node = Arc<dyn Fn() + Send + Sync>;

/// A graph: its nodes in issue order.
#[derive(Default)]
pub struct Graph {
    nodes: Mutex<Vec<Node>>,
}

impl Graph {
    pub fn add(&self, node: Node) {
        self.nodes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(node);
    }

    fn snapshot(&self) -> Arc<[Node]> {
        self.nodes
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_slice()
            .into()
    }
}

/// The graphs and executable graphs a program holds, by handle.
#[derive(Default)]
pub(crate) struct Graphs {
    table: Mutex<GraphTable>,
}

#[derive(Default)]
struct GraphTable {
    graphs: HashMap<usize, Arc<Graph>>,
    /// Instantiated graphs: a fixed copy of the graph's nodes, as CUDA's instantiation is.
    execs: HashMap<usize, Arc<[Node]>>,
    next_handle: usize,
}

impl Graphs {
    fn lock(&self) -> std::sync::MutexGuard<'_, GraphTable> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn handle(t: &mut GraphTable) -> usize {
        // Handles look like aligned addresses, away from stream and event handles.
        t.next_handle += 1;
        0x6700_0000 + t.next_handle * 0x40
    }

    pub fn insert(&self, graph: Arc<Graph>) -> usize {
        let mut t = self.lock();
        let h = Self::handle(&mut t);
        t.graphs.insert(h, graph);
        h
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
    pub fn stream_begin_capture(&self, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            if ctx.streams.is_legacy(&s) {
                return Err(CudaError::StreamCaptureUnsupported);
            }
            if s.capturing().is_some() {
                return Err(CudaError::IllegalState);
            }
            s.set_capture(Some(Arc::new(Graph::default())));
            Ok(())
        })
    }

    /// `cudaStreamEndCapture`: ends the capture the stream began (and that of every stream
    /// joined to it) and returns the graph's handle.
    pub fn stream_end_capture(&self, stream: usize) -> CudaResult<usize> {
        self.call(|ctx| {
            let s = self.resolve_stream(ctx, stream)?;
            let graph = s.capturing().ok_or(CudaError::IllegalState)?;
            ctx.streams.end_capture(&graph);
            Ok(ctx.graphs.insert(graph))
        })
    }

    /// `cudaStreamIsCapturing`.
    pub fn stream_is_capturing(&self, stream: usize) -> CudaResult<bool> {
        self.call(|ctx| Ok(self.resolve_stream(ctx, stream)?.capturing().is_some()))
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
            let nodes = t
                .graphs
                .get(&graph)
                .ok_or(CudaError::InvalidValue)?
                .snapshot();
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
                .cloned()
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
