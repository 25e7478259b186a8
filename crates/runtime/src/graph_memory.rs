//! Graph memory: the allocations graphs make and free as they run (allocation and free nodes,
//! made explicitly or by capturing `cudaMallocAsync`/`cudaFreeAsync`), and the device memory
//! CUDA counts as the graphs' (`cudaDeviceGetGraphMemAttribute`).
//!
//! An allocation node's address is fixed when the node is made and is the same in every launch,
//! as CUDA's is: the runtime allocates the address's memory then, and keeps it while a graph or
//! an instantiated graph holds the node (afterwards a new node may take it over). A node made
//! after the free of an earlier allocation of its graph (the free node among its dependencies)
//! takes that allocation's address, as CUDA does.
//!
//! What a launch changes is whether each address is *live* (allocated by a launch and not freed
//! yet, by a free node of any graph, `cudaFreeAsync` or `cudaFree`) and how much memory the
//! graphs hold. The latter is modelled on measurements of an H200: graph memory is held in
//! blocks of 32 MiB (larger allocations take a block of their size rounded up to 32 MiB), small
//! allocations of one launch share a block (not those of different launches), memory an
//! allocation frees is reused by later allocations in the
//! same stream, or in any stream once the work that freed it has finished, and only
//! `cudaDeviceGraphMemTrim` gives blocks back. It is all counted when the launch is made (in the
//! order of the graph's nodes), so the figures a program prints after a launch do not depend on
//! how far the work has run.

use crate::abi::CudaError;
use crate::error::CudaResult;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// Graph memory is held in blocks of this many bytes.
const BLOCK: usize = 32 << 20;
/// Allocations sharing a block take their sizes rounded up to this many bytes.
const GRANULE: usize = 2 << 20;

/// An address an allocation node hands out. The nodes (and instantiated graphs) that allocate
/// it hold it; the runtime's table only refers to it, so that the address can be given to a
/// new node once none does.
pub(crate) struct GraphAllocation {
    pub base: u64,
    pub bytes: usize,
}

/// What a memory node does.
#[derive(Clone)]
pub(crate) enum MemoryOp {
    Alloc(Arc<GraphAllocation>),
    Free(u64),
}

/// `cudaGraphMemAttributeType`.
const USED_MEM_CURRENT: u32 = 0;
const USED_MEM_HIGH: u32 = 1;
const RESERVED_MEM_CURRENT: u32 = 2;
const RESERVED_MEM_HIGH: u32 = 3;

/// When memory freed to a block may be taken again: by work of the stream that freed it, or by
/// anyone once that work is done.
#[derive(Clone)]
struct Ready {
    stream: usize,
    done: Arc<AtomicBool>,
}

impl Ready {
    fn now() -> Ready {
        Ready {
            stream: 0,
            done: Arc::new(AtomicBool::new(true)),
        }
    }

    /// Once work issued to `stream` now is done, which the caller says through the flag.
    fn after(stream: usize) -> (Ready, LaunchDone) {
        let done = Arc::new(AtomicBool::new(false));
        let ready = Ready {
            stream,
            done: done.clone(),
        };
        (ready, done)
    }

    fn for_stream(&self, stream: usize) -> bool {
        self.stream == stream || self.done.load(Ordering::Acquire)
    }
}

struct Block {
    id: u64,
    size: usize,
    free: usize,
    ready: Ready,
    /// The launch whose allocations use it now, while some do.
    launch: u64,
}

struct Address {
    bytes: usize,
    holder: Weak<GraphAllocation>,
    /// While live, the memory it takes: block id and bytes.
    live: Option<(u64, usize)>,
}

#[derive(Default)]
struct State {
    addresses: BTreeMap<u64, Address>,
    blocks: Vec<Block>,
    next_block: u64,
    next_launch: u64,
    used_high: usize,
    reserved_high: usize,
}

impl State {
    fn held(&self) -> usize {
        self.blocks.iter().map(|b| b.size).sum()
    }

    /// Takes memory for `bytes` for launch `launch` into `stream`: from a block that stream may
    /// use now (all free, or partly used by the same launch), or a new block.
    fn take(&mut self, bytes: usize, stream: usize, launch: u64) -> (u64, usize) {
        let need = match bytes <= BLOCK {
            true => bytes.div_ceil(GRANULE) * GRANULE,
            false => bytes.div_ceil(BLOCK) * BLOCK,
        };
        let usable = self.blocks.iter_mut().find(|b| {
            b.free >= need && b.ready.for_stream(stream) && (b.free == b.size || b.launch == launch)
        });
        let block = match usable {
            Some(b) => b,
            None => {
                self.next_block += 1;
                self.blocks.push(Block {
                    id: self.next_block,
                    size: need.div_ceil(BLOCK) * BLOCK,
                    free: 0,
                    ready: Ready::now(),
                    launch,
                });
                let b = self.blocks.last_mut().expect("just pushed");
                b.free = b.size;
                b
            }
        };
        block.free -= need;
        block.launch = launch;
        let taken = (block.id, need);
        let held = self.held();
        self.used_high = self.used_high.max(held);
        self.reserved_high = self.reserved_high.max(held);
        taken
    }

    fn give_back(&mut self, (block, bytes): (u64, usize), ready: Ready) {
        if let Some(b) = self.blocks.iter_mut().find(|b| b.id == block) {
            b.free += bytes;
            b.ready = ready;
        }
    }
}

/// The graph memory of a device.
#[derive(Default)]
pub(crate) struct GraphMemory {
    state: Mutex<State>,
}

/// A launch's allocations and frees, checked and counted (see [`GraphMemory::launch`]): the
/// flag to set when the launch's work is done.
pub(crate) type LaunchDone = Arc<AtomicBool>;

impl GraphMemory {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The address for a new allocation node of `bytes`: one no node holds any more, or one of
    /// `reusable` (the addresses its graph has freed before the node runs) at least as large,
    /// or, given `allocate`, new memory.
    pub fn address_for(
        &self,
        bytes: usize,
        reusable: &[u64],
        allocate: impl FnOnce(usize) -> CudaResult<u64>,
    ) -> CudaResult<Arc<GraphAllocation>> {
        let mut st = self.lock();
        let fits = |base: &u64, a: &Address| {
            a.bytes >= bytes
                && a.live.is_none()
                && (a.holder.strong_count() == 0 || reusable.contains(base))
        };
        let found = st
            .addresses
            .iter()
            .find(|(b, a)| fits(b, a) && reusable.contains(b))
            .or_else(|| st.addresses.iter().find(|(b, a)| fits(b, a)))
            .map(|(&b, a)| (b, a.bytes));
        let (base, size) = match found {
            Some(f) => f,
            None => (allocate(bytes)?, bytes),
        };
        // An earlier node of the same graph that still holds it shares it with the new one.
        if let Some(held) = st.addresses.get(&base).and_then(|a| a.holder.upgrade()) {
            return Ok(held);
        }
        let alloc = Arc::new(GraphAllocation { base, bytes: size });
        st.addresses.insert(
            base,
            Address {
                bytes: size,
                holder: Arc::downgrade(&alloc),
                live: None,
            },
        );
        Ok(alloc)
    }

    /// Whether `ptr` is the address of a graph allocation.
    pub fn is_graph_address(&self, ptr: u64) -> bool {
        self.lock().addresses.contains_key(&ptr)
    }

    /// Counts a launch into `stream` of a graph whose memory nodes, in the order they run, are
    /// `ops`; `cudaErrorInvalidValue` (and nothing changed) where an allocation is still live
    /// or a free finds its address not live. Returns the flag that says the launch's work is
    /// done, which the caller sets then.
    pub fn launch(&self, ops: &[MemoryOp], stream: usize) -> CudaResult<LaunchDone> {
        let mut st = self.lock();
        let mut live: BTreeMap<u64, bool> = BTreeMap::new();
        for op in ops {
            let (base, allocating) = match op {
                MemoryOp::Alloc(a) => (a.base, true),
                MemoryOp::Free(base) => (*base, false),
            };
            let now = *live
                .entry(base)
                .or_insert_with(|| st.addresses.get(&base).is_some_and(|a| a.live.is_some()));
            if now == allocating {
                return Err(CudaError::InvalidValue);
            }
            live.insert(base, allocating);
        }
        let (ready, done) = Ready::after(stream);
        st.next_launch += 1;
        let launch = st.next_launch;
        for op in ops {
            match op {
                MemoryOp::Alloc(a) => {
                    let taken = st.take(a.bytes, stream, launch);
                    if let Some(addr) = st.addresses.get_mut(&a.base) {
                        addr.live = Some(taken);
                    }
                }
                MemoryOp::Free(base) => {
                    let taken = st.addresses.get_mut(base).and_then(|a| a.live.take());
                    if let Some(taken) = taken {
                        st.give_back(taken, ready.clone());
                    }
                }
            }
        }
        Ok(done)
    }

    /// Frees the live graph allocation at `ptr` outside a graph: `cudaFree` (`stream` `None`:
    /// the memory is free now) or `cudaFreeAsync` into `stream`, which returns the flag to set
    /// when the stream gets there.
    pub fn free(&self, ptr: u64, stream: Option<usize>) -> CudaResult<Option<LaunchDone>> {
        let mut st = self.lock();
        let taken = st
            .addresses
            .get_mut(&ptr)
            .and_then(|a| a.live.take())
            .ok_or(CudaError::InvalidValue)?;
        let (ready, done) = match stream {
            None => (Ready::now(), None),
            Some(stream) => {
                let (ready, done) = Ready::after(stream);
                (ready, Some(done))
            }
        };
        st.give_back(taken, ready);
        Ok(done)
    }

    /// `cudaDeviceGraphMemTrim`: gives back the blocks nothing uses and no unfinished work
    /// freed memory to.
    pub fn trim(&self) {
        self.lock()
            .blocks
            .retain(|b| b.free < b.size || !b.ready.done.load(Ordering::Acquire));
    }

    /// `cudaDeviceGetGraphMemAttribute`.
    pub fn attribute(&self, attr: u32) -> CudaResult<u64> {
        let st = self.lock();
        let v = match attr {
            USED_MEM_CURRENT | RESERVED_MEM_CURRENT => st.held(),
            USED_MEM_HIGH => st.used_high,
            RESERVED_MEM_HIGH => st.reserved_high,
            _ => return Err(CudaError::InvalidValue),
        };
        Ok(v as u64)
    }

    /// `cudaDeviceSetGraphMemAttribute`: a high watermark may be reset (to zero, which makes
    /// it the memory held now).
    pub fn reset_high(&self, attr: u32, value: u64) -> CudaResult<()> {
        let mut st = self.lock();
        let held = st.held();
        match (attr, value) {
            (USED_MEM_HIGH, 0) => st.used_high = held,
            (RESERVED_MEM_HIGH, 0) => st.reserved_high = held,
            _ => return Err(CudaError::InvalidValue),
        }
        Ok(())
    }
}
