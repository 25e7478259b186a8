//! Allocations and the bookkeeping that validates every pointer a program passes in.
//!
//! The runtime remembers each allocation it made (device, pinned, managed) and each host range
//! the program registered. A pointer is then one of:
//! - inside a runtime allocation ([`Region::Alloc`]);
//! - inside a registered host range ([`Region::Registered`]): CUDA maps these for the device,
//!   and the runtime asks the backend to ([`Backend::map_host`]);
//! - inside memory the backend owns for other reasons, such as module variables
//!   ([`Region::Backend`]);
//! - ordinary (pageable) host memory ([`Region::Host`]), which the runtime cannot check.

use crate::abi::CudaError;
use crate::backend::{Backend, MemoryKind};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::managed_advice::{AdviceMap, Location, RangeAttribute};
use crate::mem_pool::Pools;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::abi::flags::{
    HOST_ALLOC_MAPPED, HOST_ALLOC_PORTABLE, HOST_ALLOC_WRITE_COMBINED, HOST_REGISTER_IO_MEMORY,
    HOST_REGISTER_READ_ONLY, INVALID_DEVICE_ID, MEM_ATTACH_GLOBAL, MEM_ATTACH_HOST,
};
use crate::abi::{MemoryAdvise, MemoryType, PointerAttributes};
/// Row pitch alignment of `cudaMallocPitch`, what an H100 returns.
pub const PITCH_ALIGNMENT: usize = 512;

/// A runtime allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allocation {
    pub size: usize,
    pub kind: MemoryKind,
    /// `cudaHostAlloc` / `cudaMallocManaged` flags.
    pub flags: u32,
}

/// What a pointer points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region {
    Alloc { base: u64, alloc: Allocation },
    Registered { base: u64, size: usize, flags: u32 },
    Backend { base: u64, size: usize },
    Host,
}

impl Region {
    /// The range `[base, base + size)` the region covers; `None` for pageable host memory.
    pub fn range(&self) -> Option<(u64, usize)> {
        match *self {
            Region::Alloc { base, alloc } => Some((base, alloc.size)),
            Region::Registered { base, size, .. } | Region::Backend { base, size } => {
                Some((base, size))
            }
            Region::Host => None,
        }
    }

    /// Whether `cudaMemcpyDefault` treats the memory as device memory.
    pub fn is_device(&self) -> bool {
        match self {
            Region::Alloc { alloc, .. } => alloc.kind != MemoryKind::PinnedHost,
            Region::Backend { .. } => true,
            Region::Registered { .. } | Region::Host => false,
        }
    }

    /// Whether the host must wait for an operation writing this memory: pageable memory the
    /// device cannot reach directly, and memory the host reads without synchronising.
    pub fn is_pageable(&self) -> bool {
        matches!(self, Region::Host)
    }
}

#[derive(Default)]
pub(crate) struct MemoryTable {
    state: Mutex<MemState>,
}

#[derive(Default)]
struct MemState {
    allocs: BTreeMap<u64, Allocation>,
    /// Registered host ranges: start → (size, flags).
    registered: BTreeMap<u64, (usize, u32)>,
    pools: Pools,
    /// What managed memory was advised and where it was prefetched.
    advice: AdviceMap,
}

impl MemoryTable {
    fn lock(&self) -> std::sync::MutexGuard<'_, MemState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn insert(&self, base: u64, alloc: Allocation) {
        self.lock().allocs.insert(base, alloc);
    }

    /// Removes the allocation starting at `base` if it is of one of `kinds`.
    pub fn remove(&self, base: u64, kinds: &[MemoryKind]) -> Option<Allocation> {
        let mut st = self.lock();
        let a = *st.allocs.get(&base)?;
        if !kinds.contains(&a.kind) {
            return None;
        }
        st.pools.forget(base);
        st.advice.forget(base, a.size);
        st.allocs.remove(&base)
    }

    /// Runs `f` on the record of advice (see [`crate::managed_advice`]).
    pub(crate) fn with_advice<R>(&self, f: impl FnOnce(&mut AdviceMap) -> R) -> R {
        f(&mut self.lock().advice)
    }

    /// Runs `f` on the memory pools (see [`crate::mem_pool`]).
    pub(crate) fn with_pools<R>(&self, f: impl FnOnce(&mut Pools) -> R) -> R {
        f(&mut self.lock().pools)
    }

    /// Every allocation but those at `keep`, for `cudaDeviceReset`.
    pub fn take_all(&self, keep: &[u64]) -> Vec<u64> {
        let mut st = self.lock();
        st.registered.clear();
        st.pools = st.pools.after_reset();
        st.advice = AdviceMap::default();
        let mut all = std::mem::take(&mut st.allocs);
        for base in keep {
            if let Some(a) = all.remove(base) {
                st.allocs.insert(*base, a);
            }
        }
        all.into_keys().collect()
    }

    pub fn classify(&self, ptr: u64, backend: &dyn Backend) -> Region {
        let mut below = None;
        {
            let st = self.lock();
            if let Some((&base, &alloc)) = st.allocs.range(..=ptr).next_back() {
                // A zero-byte query at the end of an allocation still names it.
                if ptr < base + alloc.size.max(1) as u64 {
                    return Region::Alloc { base, alloc };
                }
                below = Some(base);
            }
            if let Some((&base, &(size, flags))) = st.registered.range(..=ptr).next_back() {
                if ptr < base + size as u64 {
                    return Region::Registered { base, size, flags };
                }
            }
        }
        match backend.allocation_of(ptr) {
            // The rounding past the end of an allocation of the program's is nobody's memory,
            // as a GPU's is (measured: one past the end of a cudaMalloc block is unregistered).
            Some((base, _)) if below == Some(base) => Region::Host,
            Some((base, size)) => Region::Backend { base, size },
            None => Region::Host,
        }
    }

    fn register(&self, base: u64, size: usize, flags: u32) -> CudaResult<()> {
        let mut st = self.lock();
        let end = base + size as u64;
        let overlaps_before = st
            .registered
            .range(..end)
            .next_back()
            .is_some_and(|(&b, &(s, _))| b + s as u64 > base);
        if overlaps_before {
            return Err(CudaError::HostMemoryAlreadyRegistered);
        }
        st.registered.insert(base, (size, flags));
        Ok(())
    }

    /// Forgets the range registered at `base`; a pointer inside one that is not where it
    /// starts is an invalid value, one outside every range not registered (both measured).
    fn unregister(&self, base: u64) -> CudaResult<()> {
        let mut st = self.lock();
        if st.registered.remove(&base).is_some() {
            return Ok(());
        }
        let inside = st
            .registered
            .range(..base)
            .next_back()
            .is_some_and(|(&start, &(size, _))| base < start + size as u64);
        Err(match inside {
            true => CudaError::InvalidValue,
            false => CudaError::HostMemoryNotRegistered,
        })
    }
}

impl Context {
    /// Checks that `[ptr, ptr + len)` is memory the device can address and returns its region.
    pub(crate) fn device_range(&self, ptr: u64, len: usize) -> CudaResult<Region> {
        if ptr == 0 {
            return Err(CudaError::InvalidValue);
        }
        let region = self.memory.classify(ptr, &*self.backend);
        let (base, size) = region.range().ok_or(CudaError::InvalidValue)?;
        let end = ptr.checked_add(len as u64).ok_or(CudaError::InvalidValue)?;
        if end > base + size as u64 {
            return Err(CudaError::InvalidValue);
        }
        Ok(region)
    }

    pub(crate) fn classify(&self, ptr: u64) -> Region {
        self.memory.classify(ptr, &*self.backend)
    }

    pub(crate) fn allocate(&self, size: usize, kind: MemoryKind, flags: u32) -> CudaResult<u64> {
        let p = self
            .backend
            .alloc(size, kind)
            .ok_or(CudaError::MemoryAllocation)?;
        self.memory.insert(p, Allocation { size, kind, flags });
        Ok(p)
    }

    /// Frees a runtime allocation of one of `kinds` once the device is idle, as CUDA's free
    /// functions synchronise.
    pub(crate) fn release(&self, ptr: u64, kinds: &[MemoryKind]) -> CudaResult<()> {
        self.wait_all();
        self.memory
            .remove(ptr, kinds)
            .ok_or(CudaError::InvalidValue)?;
        self.backend.free(ptr);
        Ok(())
    }

    /// Frees everything the program allocated (`cudaDeviceReset`) but managed variables'
    /// memory, which the host's references to them keep using.
    pub(crate) fn release_all(&self) {
        for p in self.memory.take_all(&self.symbols.managed_memory()) {
            self.backend.free(p);
        }
    }
}

impl Runtime {
    /// `cudaMalloc`. A zero-byte request succeeds with a null pointer, as in CUDA.
    pub fn malloc(&self, size: usize) -> CudaResult<u64> {
        self.call(|ctx| {
            self.refuse_during_capture(ctx)?;
            match size {
                0 => Ok(0),
                _ => ctx.allocate(size, MemoryKind::Device, 0),
            }
        })
    }

    /// `cudaFree`. Null is a no-op; anything but a `cudaMalloc` pointer or a live graph
    /// allocation is an invalid value.
    pub fn free(&self, ptr: u64) -> CudaResult<()> {
        self.call(|ctx| match ptr {
            0 => Ok(()),
            p if ctx.graph_memory.is_graph_address(p) => {
                ctx.wait_all();
                ctx.graph_memory.free(p, None).map(|_| ())
            }
            p if ctx.is_pool_import(p) => {
                ctx.wait_all();
                ctx.release_pool_import(p);
                Ok(())
            }
            p => ctx.release(p, &[MemoryKind::Device, MemoryKind::Managed]),
        })
    }

    /// `cudaMallocAsync`: from the device's current pool, usable by work issued to `stream`
    /// after this call (and, here, by anything else too).
    pub fn malloc_async(&self, size: usize, stream: usize) -> CudaResult<u64> {
        self.malloc_async_in(size, None, stream)
    }

    /// `cudaMallocAsync` from `pool`, else from the current pool. Captured, it is an
    /// allocation node of the capture.
    pub(crate) fn malloc_async_in(
        &self,
        size: usize,
        pool: Option<usize>,
        stream: usize,
    ) -> CudaResult<u64> {
        self.call(|ctx| {
            let s = self.stream_for_work(ctx, stream)?;
            if size == 0 {
                return Ok(0);
            }
            if let Some(graph) = s.capturing() {
                return self.capture_malloc(&s, &graph, size);
            }
            let pool = pool.unwrap_or_else(|| ctx.current_pool());
            ctx.allocate_from_pool(pool, size, Arc::as_ptr(&s) as usize)
        })
    }

    /// `cudaFreeAsync`: frees once the work issued to `stream` before it is done. Of a graph
    /// allocation captured, it is a free node of the capture.
    pub fn free_async(&self, ptr: u64, stream: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let s = self.stream_for_work(ctx, stream)?;
            if ptr == 0 {
                return Ok(());
            }
            if ctx.graph_memory.is_graph_address(ptr) {
                if let Some(graph) = s.capturing() {
                    return self.capture_free(&s, &graph, ptr);
                }
                let stream_id = std::sync::Arc::as_ptr(&s) as usize;
                if let Some(done) = ctx.graph_memory.free(ptr, Some(stream_id))? {
                    let c = ctx.clone();
                    ctx.streams
                        .enqueue(&s, vec![], move || c.finish_graph_memory_work(&done));
                }
                return Ok(());
            }
            if ctx.is_pool_import(ptr) {
                let c = ctx.clone();
                ctx.streams.enqueue(
                    &s,
                    vec![],
                    Box::new(move || {
                        c.release_pool_import(ptr);
                    }),
                );
                return Ok(());
            }
            let size = match ctx.classify(ptr) {
                Region::Alloc { base, alloc }
                    if base == ptr && alloc.kind == MemoryKind::Device =>
                {
                    alloc.size
                }
                _ => return Err(CudaError::InvalidValue),
            };
            // Forget it now so that a second free is caught; release it in stream order.
            let pool = ctx.memory.with_pools(|pools| pools.pool_of(ptr));
            ctx.memory.remove(ptr, &[MemoryKind::Device]);
            ctx.free_to_stream(ptr, size, pool, &s);
            Ok(())
        })
    }

    /// `cudaHostAlloc` / `cudaMallocHost`: page-locked host memory, device-addressable. Like
    /// `cudaMalloc`, it breaks a capture not made in relaxed mode (measured).
    pub fn host_alloc(&self, size: usize, flags: u32) -> CudaResult<u64> {
        self.call(|ctx| {
            self.refuse_during_capture(ctx)?;
            let known = HOST_ALLOC_PORTABLE | HOST_ALLOC_MAPPED | HOST_ALLOC_WRITE_COMBINED;
            if flags & !known != 0 {
                return Err(CudaError::InvalidValue);
            }
            // Nothing for zero bytes (measured: a null pointer and success).
            match size {
                0 => Ok(0),
                _ => ctx.allocate(size, MemoryKind::PinnedHost, flags),
            }
        })
    }

    /// `cudaFreeHost`.
    pub fn free_host(&self, ptr: u64) -> CudaResult<()> {
        self.call(|ctx| match ptr {
            0 => Ok(()),
            p => ctx.release(p, &[MemoryKind::PinnedHost]),
        })
    }

    /// `cudaMallocManaged`.
    pub fn malloc_managed(&self, size: usize, flags: u32) -> CudaResult<u64> {
        self.call(|ctx| {
            if !(flags == MEM_ATTACH_GLOBAL || flags == MEM_ATTACH_HOST) {
                return Err(CudaError::InvalidValue);
            }
            match size {
                // Nothing, successfully (measured).
                0 => Ok(0),
                _ => ctx.allocate(size, MemoryKind::Managed, flags),
            }
        })
    }

    /// `cudaMallocPitch`: rows of `width` bytes padded to [`PITCH_ALIGNMENT`]. Returns
    /// (pointer, pitch).
    pub fn malloc_pitch(&self, width: usize, height: usize) -> CudaResult<(u64, usize)> {
        self.call(|ctx| {
            let pitch = width
                .checked_next_multiple_of(PITCH_ALIGNMENT)
                .ok_or(CudaError::MemoryAllocation)?;
            let bytes = pitch
                .checked_mul(height)
                .ok_or(CudaError::MemoryAllocation)?;
            if bytes == 0 {
                // No rows: no pitch either (measured).
                return Ok((0, 0));
            }
            Ok((ctx.allocate(bytes, MemoryKind::Device, 0)?, pitch))
        })
    }

    /// `cudaHostRegister`: remembers the range so that copies treat it as pinned, and maps it
    /// for kernels.
    pub fn host_register(&self, ptr: u64, size: usize, flags: u32) -> CudaResult<()> {
        self.call(|ctx| {
            let known = HOST_ALLOC_PORTABLE
                | HOST_ALLOC_MAPPED
                | HOST_REGISTER_IO_MEMORY
                | HOST_REGISTER_READ_ONLY;
            if ptr == 0
                || size == 0
                || flags & !known != 0
                || ptr.checked_add(size as u64).is_none()
            {
                return Err(CudaError::InvalidValue);
            }
            // Memory the runtime allocated (device or pinned) is no host memory to register,
            // and there is no I/O memory here (both measured: invalid values).
            if let Region::Alloc { .. } = ctx.classify(ptr) {
                return Err(CudaError::InvalidValue);
            }
            if flags & HOST_REGISTER_IO_MEMORY != 0 {
                return Err(CudaError::InvalidValue);
            }
            ctx.memory.register(ptr, size, flags)?;
            if !ctx.backend.map_host(ptr, size) {
                ctx.memory.unregister(ptr)?;
                return Err(CudaError::InvalidValue);
            }
            Ok(())
        })
    }

    /// `cudaHostUnregister`.
    pub fn host_unregister(&self, ptr: u64) -> CudaResult<()> {
        self.call(|ctx| {
            // Memory the runtime allocated was never registered (measured: an invalid value).
            if ptr == 0 || matches!(ctx.classify(ptr), Region::Alloc { .. }) {
                return Err(CudaError::InvalidValue);
            }
            ctx.memory.unregister(ptr)?;
            ctx.backend.unmap_host(ptr);
            Ok(())
        })
    }

    /// `cudaHostGetDevicePointer`: with unified addressing the device address of pinned or
    /// registered memory is the host address.
    pub fn host_get_device_pointer(&self, host: u64, flags: u32) -> CudaResult<u64> {
        self.call(|ctx| {
            if flags != 0 || host == 0 {
                return Err(CudaError::InvalidValue);
            }
            match ctx.classify(host) {
                Region::Alloc { alloc, .. } if alloc.kind == MemoryKind::PinnedHost => Ok(host),
                Region::Registered { .. } => Ok(host),
                _ => Err(CudaError::InvalidValue),
            }
        })
    }

    /// `cudaHostGetFlags`.
    pub fn host_get_flags(&self, host: u64) -> CudaResult<u32> {
        self.call(|ctx| match ctx.classify(host) {
            Region::Alloc { alloc, .. } if alloc.kind == MemoryKind::PinnedHost => {
                // Every pinned allocation is mapped when addressing is unified (measured:
                // `cudaHostAlloc` with no flags gives 2, write-combined alone 6;
                // `cudaMallocHost` asks for portable memory, 3).
                Ok(alloc.flags | HOST_ALLOC_MAPPED)
            }
            Region::Registered { flags, .. } => Ok(flags | HOST_ALLOC_MAPPED),
            _ => Err(CudaError::InvalidValue),
        })
    }

    /// `cudaMemGetInfo`: (free, total).
    pub fn mem_get_info(&self) -> CudaResult<(usize, usize)> {
        self.call(|ctx| {
            let (used, total) = ctx.backend.memory_usage();
            Ok((total.saturating_sub(used), total))
        })
    }

    /// The allocation (or registered host range) `ptr` points into: its start and size;
    /// `None` for memory the runtime does not know (pageable host memory).
    pub fn allocation_range(&self, ptr: u64) -> CudaResult<Option<(u64, usize)>> {
        self.call(|ctx| Ok(ctx.classify(ptr).range()))
    }

    /// `cudaPointerGetAttributes`. Unknown host memory is `cudaMemoryTypeUnregistered`, which
    /// CUDA 11 and later report as success.
    pub fn pointer_attributes(&self, ptr: u64) -> CudaResult<PointerAttributes> {
        self.call(|ctx| {
            let (t, device, dev, host) = match ctx.classify(ptr) {
                Region::Alloc { alloc, .. } => match alloc.kind {
                    // Device memory has no host address on a GPU; report it the same way.
                    MemoryKind::Device => (MemoryType::DEVICE, 0, ptr, 0),
                    MemoryKind::PinnedHost => (MemoryType::HOST, 0, ptr, ptr),
                    MemoryKind::Managed => (MemoryType::MANAGED, 0, ptr, ptr),
                },
                Region::Registered { .. } => (MemoryType::HOST, 0, ptr, ptr),
                Region::Backend { .. } => (MemoryType::DEVICE, 0, ptr, 0),
                // Its host address is itself (CUDA 13 reports it so).
                Region::Host => (MemoryType::UNREGISTERED, INVALID_DEVICE_ID, 0, ptr),
            };
            Ok(PointerAttributes {
                type_: t,
                device,
                device_pointer: dev as *mut std::ffi::c_void,
                host_pointer: host as *mut std::ffi::c_void,
                reserved: [0; 8],
            })
        })
    }

    /// `cudaMemPrefetchAsync`: memory is always where it is needed here; validates the range
    /// and location, and orders nothing.
    pub fn mem_prefetch(
        &self,
        ptr: u64,
        count: usize,
        location_type: i32,
        location_id: i32,
        stream: usize,
    ) -> CudaResult<()> {
        self.call(|ctx| {
            self.resolve_stream(ctx, stream)?;
            check_location(location_type, location_id)?;
            // Nothing to prefetch is an invalid value (measured).
            if count == 0 {
                return Err(CudaError::InvalidValue);
            }
            // Memory of cudaMalloc never moves, so it cannot be prefetched (measured).
            match ctx.device_range(ptr, count)? {
                Region::Alloc { alloc, .. } if alloc.kind == MemoryKind::Device => {
                    Err(CudaError::InvalidValue)
                }
                Region::Alloc { base, alloc } if alloc.kind == MemoryKind::Managed => {
                    let to = Location::new(location_type, location_id);
                    ctx.memory
                        .with_advice(|a| a.prefetched(base, ptr, count, to));
                    Ok(())
                }
                _ => Ok(()),
            }
        })
    }

    /// `cudaMemAdvise`: validated and recorded for range queries (advice changes where nothing
    /// is here, so it has no other effect).
    pub fn mem_advise(
        &self,
        ptr: u64,
        count: usize,
        advice: i32,
        location_type: i32,
        location_id: i32,
    ) -> CudaResult<()> {
        self.call(|ctx| {
            if !(1..=6).contains(&advice) || count == 0 {
                return Err(CudaError::InvalidValue);
            }
            // Read-mostly advice takes no location; a device there is no is an invalid value
            // here (measured), not an invalid device as a prefetch's is.
            if advice > 2 {
                check_location(location_type, location_id).map_err(|_| CudaError::InvalidValue)?;
            }
            let base = managed_range(ctx, ptr, count)?;
            let location = Location::new(location_type, location_id);
            let advice = MemoryAdvise(advice);
            ctx.memory
                .with_advice(|a| a.advise(base, ptr, count, advice, location));
            Ok(())
        })
    }

    /// `cudaMemRangeGetAttributes`: the value of each of `attributes` (raw `enum
    /// cudaMemRangeAttribute` values, each with the size in bytes of the caller's buffer for it)
    /// over managed memory `[ptr, ptr + count)`, as the `int`s to write. Every attribute and size
    /// is checked before any value is computed.
    pub fn mem_range_attributes(
        &self,
        ptr: u64,
        count: usize,
        attributes: &[(i32, usize)],
    ) -> CudaResult<Vec<Vec<i32>>> {
        self.call(|ctx| {
            if attributes.is_empty() || count == 0 {
                return Err(CudaError::InvalidValue);
            }
            let checked = attributes
                .iter()
                .map(|&(raw, bytes)| {
                    let attribute = RangeAttribute::from_raw(raw)?;
                    attribute.check_size(bytes)?;
                    Ok((attribute, bytes / 4))
                })
                .collect::<CudaResult<Vec<_>>>()?;
            let base = managed_range(ctx, ptr, count)?;
            Ok(ctx.memory.with_advice(|a| {
                checked
                    .iter()
                    .map(|&(attribute, words)| a.query(base, ptr, count, attribute, words))
                    .collect()
            }))
        })
    }
}

/// Checks that `[ptr, ptr + count)` lies in one managed allocation, the only memory advice and
/// range attributes apply to (measured: device, pinned and pageable memory are invalid values),
/// and returns where the allocation starts.
fn managed_range(ctx: &Context, ptr: u64, count: usize) -> CudaResult<u64> {
    match ctx.device_range(ptr, count)? {
        Region::Alloc { base, alloc } if alloc.kind == MemoryKind::Managed => Ok(base),
        _ => Err(CudaError::InvalidValue),
    }
}

/// Validates a `cudaMemLocation`: the device (0) or the host.
fn check_location(kind: i32, id: i32) -> CudaResult<()> {
    match kind {
        1 if id == 0 => Ok(()),
        1 => Err(CudaError::InvalidDevice),
        2..=4 => Ok(()),
        _ => Err(CudaError::InvalidValue),
    }
}
