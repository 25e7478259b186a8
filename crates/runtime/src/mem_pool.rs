//! Memory pools of stream-ordered allocation (`cudaMallocAsync`): the device's default pool,
//! pools the program makes (`cudaMemPoolCreate`), and pools shared with other processes.
//!
//! Memory freed to a pool (`cudaFreeAsync`) is released when the stream reaches the free, so
//! what a pool reserves is what its live allocations use; until then a `cudaMallocAsync` into
//! the same stream may take the block again, as CUDA's pools reuse memory freed earlier in a
//! stream for the stream's later allocations. A pool made exportable as a file descriptor has a table file: its header
//! names the pool, and each pointer exported (`cudaMemPoolExportPointer`) appends the IPC
//! handle of its allocation (see [`crate::ipc`]). Another process imports the pool from the
//! table's descriptor and a pointer from the record index its export data holds, which only
//! the pool that exported it resolves.
//!
//! Invariants: the default pool always exists; an imported pool holds no allocations of its
//! own (its pointers are mappings of the exporter's, unmapped when freed).

use crate::abi::{self, CudaError};
use crate::backend::{MemoryKind, SHAREABLE_POSIX_FD};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use crate::memory::Allocation;
use std::collections::BTreeMap;
use std::fs::File;
use std::os::fd::{AsRawFd, BorrowedFd, IntoRawFd};
use std::os::unix::fs::FileExt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

/// The handle of the device's default pool (`cudaDeviceGetDefaultMemPool`); pools the program
/// makes follow it, [`POOL_HANDLE_STRIDE`] apart.
pub const DEFAULT_MEM_POOL: usize = 0x6900_0040;
const POOL_HANDLE_STRIDE: usize = 0x40;
/// `cudaMemAccessFlagsProtReadWrite`.
const MEM_ACCESS_READ_WRITE: i32 = 3;
/// `cudaMemAllocationTypePinned`, the one kind of pool memory.
const ALLOCATION_PINNED: i32 = 1;

/// `enum cudaMemPoolAttr` values a pool answers.
const POOL_REUSE_FIRST: u32 = 1;
const POOL_REUSE_LAST: u32 = 3;
const POOL_RELEASE_THRESHOLD: u32 = 4;
/// The granule in which a pool reserves device memory (measured: an H200's pools reserve
/// whole multiples of 2 MiB).
const POOL_CHUNK: u64 = 2 << 20;
const POOL_RESERVED_CURRENT: u32 = 5;
const POOL_RESERVED_HIGH: u32 = 6;
const POOL_USED_CURRENT: u32 = 7;
const POOL_USED_HIGH: u32 = 8;

/// A table file's header: this magic number and the pool's identity.
const TABLE_MAGIC: &[u8; 8] = b"fcpool01";
const TABLE_HEADER: usize = 16;
/// Export data (`cudaMemPoolPtrExportData`, 64 bytes): this magic number, the pool's
/// identity and the record index.
const POINTER_MAGIC: &[u8; 8] = b"fcpoolpt";
const RECORD: usize = 64;

/// What `cudaMemPoolCreate` is given (`struct cudaMemPoolProps`, the fields ferrocuda reads).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolProps {
    pub alloc_type: i32,
    pub handle_types: u32,
    pub location: abi::MemLocation,
}

/// How a pool is shared with other processes.
enum Sharing {
    Private,
    /// Exportable: the table file, made with the pool, and the pool's identity.
    Exported {
        table: File,
        id: u64,
    },
    /// Imported from another process's table.
    Imported {
        table: File,
        id: u64,
    },
}

struct PoolState {
    /// The three reuse policies (`cudaMemPoolReuse*`), kept as set though allocation here
    /// does not need them.
    reuse: [u64; 3],
    release_threshold: u64,
    /// Live allocations from the pool: base → size.
    allocs: BTreeMap<u64, usize>,
    used: u64,
    used_high: u64,
    reserved_high: u64,
    sharing: Sharing,
}

impl PoolState {
    fn new(sharing: Sharing) -> PoolState {
        PoolState {
            reuse: [1; 3],
            release_threshold: 0,
            allocs: BTreeMap::new(),
            used: 0,
            used_high: 0,
            reserved_high: 0,
            sharing,
        }
    }
}

/// A context's pools and the device's current one.
pub(crate) struct Pools {
    pools: BTreeMap<usize, PoolState>,
    /// The pool `cudaMallocAsync` allocates from (`cudaDeviceSetMemPool`).
    current: usize,
    next: usize,
    /// Pointers imported from other processes' pools: address → the pool.
    imported: BTreeMap<u64, usize>,
    /// Blocks freed into a stream that has not reached the free yet.
    freed_in_streams: Vec<StreamFree>,
}

/// A block `cudaFreeAsync` freed into `stream`, from `pool`: whichever comes first takes it,
/// the stream's free (which releases it) or a later allocation from the stream (which uses it
/// again, and the free then does nothing).
struct StreamFree {
    stream: usize,
    pool: usize,
    base: u64,
    size: usize,
    taken: Arc<AtomicBool>,
}

impl Default for Pools {
    fn default() -> Pools {
        let mut pools = BTreeMap::new();
        pools.insert(DEFAULT_MEM_POOL, PoolState::new(Sharing::Private));
        Pools {
            pools,
            current: DEFAULT_MEM_POOL,
            next: DEFAULT_MEM_POOL + POOL_HANDLE_STRIDE,
            imported: BTreeMap::new(),
            freed_in_streams: Vec::new(),
        }
    }
}

impl Pools {
    /// The pools a device reset leaves: the default one alone, empty, its settings kept
    /// (measured: a release threshold set before `cudaDeviceReset` reads back after it).
    pub(crate) fn after_reset(&self) -> Pools {
        let mut pools = Pools::default();
        if let (Some(old), Some(new)) = (
            self.pools.get(&DEFAULT_MEM_POOL),
            pools.pools.get_mut(&DEFAULT_MEM_POOL),
        ) {
            new.reuse = old.reuse;
            new.release_threshold = old.release_threshold;
        }
        pools
    }

    fn get(&mut self, pool: usize) -> CudaResult<&mut PoolState> {
        self.pools.get_mut(&pool).ok_or(CudaError::InvalidValue)
    }

    /// Counts the allocation at `base` as one from `pool`.
    fn note_allocation(&mut self, pool: usize, base: u64, size: usize) {
        if let Some(p) = self.pools.get_mut(&pool) {
            p.allocs.insert(base, size);
            p.used += size as u64;
            p.used_high = p.used_high.max(p.used);
            p.reserved_high = p.reserved_high.max(p.used);
        }
    }

    /// Stops counting the allocation at `base` in the pool it came from, if any.
    pub(crate) fn forget(&mut self, base: u64) {
        for p in self.pools.values_mut() {
            if let Some(size) = p.allocs.remove(&base) {
                p.used -= size as u64;
                return;
            }
        }
    }

    /// The pool the live allocation at `base` came from.
    pub(crate) fn pool_of(&self, base: u64) -> Option<usize> {
        self.pools
            .iter()
            .find(|(_, p)| p.allocs.contains_key(&base))
            .map(|(&h, _)| h)
    }

    fn add(&mut self, state: PoolState) -> usize {
        let handle = self.next;
        self.next += POOL_HANDLE_STRIDE;
        self.pools.insert(handle, state);
        handle
    }
}

/// Whether `location` is the one device, where every pool's memory lives.
fn on_the_device(location: abi::MemLocation) -> bool {
    location.type_ == abi::MemLocationType::DEVICE && location.id == 0
}

/// A pool's identity in table files: the process and a count, unique on the machine.
fn new_pool_identity() -> u64 {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    (u64::from(std::process::id()) << 32) | COUNT.fetch_add(1, Ordering::Relaxed)
}

/// A descriptor of this process's own for the program's `fd` (close-on-exec), as a file.
fn duplicate(fd: i32) -> CudaResult<File> {
    if fd < 0 {
        return Err(CudaError::InvalidValue);
    }
    // SAFETY: not -1; only borrowed for the duplication, which checks it.
    let own = unsafe { BorrowedFd::borrow_raw(fd) }.try_clone_to_owned();
    own.map(File::from).map_err(|_| CudaError::InvalidValue)
}

/// A pool's table file with its header written.
fn new_table(id: u64) -> CudaResult<File> {
    let table = crate::ipc::memory_file(c"ferrocuda-pool", 0).map_err(|why| {
        eprintln!("ferrocuda: cudaMemPoolCreate: {why}");
        CudaError::MemoryAllocation
    })?;
    let table = File::from(table);
    let mut header = [0u8; TABLE_HEADER];
    header[..8].copy_from_slice(TABLE_MAGIC);
    header[8..].copy_from_slice(&id.to_le_bytes());
    table
        .write_all_at(&header, 0)
        .map_err(|_| CudaError::MemoryAllocation)?;
    Ok(table)
}

impl Context {
    /// Allocates `size` bytes of device memory counted in `pool`, for work of `stream` (a
    /// block the stream freed and has not released yet, if one is large enough).
    pub(crate) fn allocate_from_pool(
        &self,
        pool: usize,
        size: usize,
        stream: usize,
    ) -> CudaResult<u64> {
        let freed = self.memory.with_pools(|pools| {
            if let Sharing::Imported { .. } = pools.get(pool)?.sharing {
                return Err(CudaError::InvalidValue);
            }
            let fits = |f: &StreamFree| f.stream == stream && f.pool == pool && size <= f.size;
            let at = pools
                .freed_in_streams
                .iter()
                .position(|f| fits(f) && !f.taken.swap(true, Ordering::AcqRel));
            Ok(at.map(|i| pools.freed_in_streams.remove(i)))
        })?;
        let base = match freed {
            Some(f) => {
                // Recorded at the size asked for, so that accesses past it are caught.
                let block = Allocation {
                    size,
                    kind: MemoryKind::Device,
                    flags: 0,
                };
                self.memory.insert(f.base, block);
                f.base
            }
            None => self.allocate(size, MemoryKind::Device, 0)?,
        };
        self.memory
            .with_pools(|pools| pools.note_allocation(pool, base, size));
        Ok(base)
    }

    /// `cudaFreeAsync` of the pool allocation at `base`, whose record is gone, into `stream`:
    /// the block goes back to the backend when the stream reaches `release`, unless an
    /// allocation from the stream takes it first.
    pub(crate) fn free_to_stream(
        self: &Arc<Self>,
        base: u64,
        size: usize,
        pool: Option<usize>,
        stream: &Arc<crate::stream::StreamObj>,
    ) {
        let taken = Arc::new(AtomicBool::new(false));
        if let Some(pool) = pool {
            let free = StreamFree {
                stream: Arc::as_ptr(stream) as usize,
                pool,
                base,
                size,
                taken: taken.clone(),
            };
            self.memory
                .with_pools(|pools| pools.freed_in_streams.push(free));
        }
        let c = self.clone();
        let release = move || {
            if !taken.swap(true, Ordering::AcqRel) {
                c.memory.with_pools(|pools| {
                    pools.freed_in_streams.retain(|f| f.base != base);
                });
                c.backend.free(base);
            }
        };
        self.streams.enqueue(stream, vec![], Box::new(release));
    }

    /// The pool `cudaMallocAsync` allocates from.
    pub(crate) fn current_pool(&self) -> usize {
        self.memory.with_pools(|pools| pools.current)
    }

    /// Whether `ptr` is a pointer imported from another process's pool.
    pub(crate) fn is_pool_import(&self, ptr: u64) -> bool {
        self.memory
            .with_pools(|pools| pools.imported.contains_key(&ptr))
    }

    /// Forgets the pointer `ptr` imported from another process's pool and unmaps it.
    pub(crate) fn release_pool_import(&self, ptr: u64) {
        if self
            .memory
            .with_pools(|pools| pools.imported.remove(&ptr).is_some())
        {
            self.backend.close_imported(ptr);
        }
    }
}

impl Runtime {
    /// `cudaDeviceGetDefaultMemPool`: the pool device 0 starts with.
    pub fn default_mem_pool(&self, device: i32) -> CudaResult<usize> {
        self.call(|_| match device {
            0 => Ok(DEFAULT_MEM_POOL),
            _ => Err(CudaError::InvalidDevice),
        })
    }

    /// `cudaDeviceGetMemPool`: the pool `cudaMallocAsync` allocates from.
    pub fn current_mem_pool(&self, device: i32) -> CudaResult<usize> {
        self.call(|ctx| match device {
            0 => Ok(ctx.current_pool()),
            _ => Err(CudaError::InvalidDevice),
        })
    }

    /// `cudaDeviceSetMemPool`: any pool of the device but an imported one.
    pub fn set_current_mem_pool(&self, device: i32, pool: usize) -> CudaResult<()> {
        self.call(|ctx| {
            if device != 0 {
                return Err(CudaError::InvalidDevice);
            }
            ctx.memory.with_pools(|pools| {
                if let Sharing::Imported { .. } = pools.get(pool)?.sharing {
                    return Err(CudaError::InvalidValue);
                }
                pools.current = pool;
                Ok(())
            })
        })
    }

    /// `cudaMemPoolCreate`: a pool of pinned memory on the device, exportable as the handle
    /// types the device has.
    pub fn mem_pool_create(&self, props: PoolProps) -> CudaResult<usize> {
        self.call(|ctx| {
            if props.alloc_type != ALLOCATION_PINNED || !on_the_device(props.location) {
                return Err(CudaError::InvalidValue);
            }
            if props.handle_types & !ctx.props.shareable_handle_types != 0 {
                return Err(CudaError::NotSupported);
            }
            let sharing = match props.handle_types & SHAREABLE_POSIX_FD {
                0 => Sharing::Private,
                _ => {
                    let id = new_pool_identity();
                    Sharing::Exported {
                        table: new_table(id)?,
                        id,
                    }
                }
            };
            let state = PoolState::new(sharing);
            Ok(ctx.memory.with_pools(|pools| pools.add(state)))
        })
    }

    /// `cudaMemPoolDestroy`: the default pool stays; allocations still live stay valid until
    /// freed, and a pool that was the current one gives way to the default.
    pub fn mem_pool_destroy(&self, pool: usize) -> CudaResult<()> {
        self.call(|ctx| {
            if pool == DEFAULT_MEM_POOL {
                return Err(CudaError::InvalidValue);
            }
            ctx.memory.with_pools(|pools| {
                pools.pools.remove(&pool).ok_or(CudaError::InvalidValue)?;
                if pools.current == pool {
                    pools.current = DEFAULT_MEM_POOL;
                }
                Ok(())
            })
        })
    }

    /// `cudaMemPoolSetAccess`: the device reads and writes every pool always
    /// (`cudaMemAccessFlagsProtReadWrite`), and there is no other device to give access to.
    pub fn mem_pool_set_access(&self, pool: usize, descs: &[abi::MemAccessDesc]) -> CudaResult<()> {
        self.call(|ctx| {
            ctx.memory.with_pools(|pools| pools.get(pool).map(|_| ()))?;
            let own = |d: &abi::MemAccessDesc| {
                on_the_device(d.location) && d.flags == MEM_ACCESS_READ_WRITE
            };
            match descs.iter().all(own) {
                true => Ok(()),
                false => Err(CudaError::InvalidValue),
            }
        })
    }

    /// `cudaMemPoolGetAccess` of a location: read and write for the device.
    pub fn mem_pool_access(&self, pool: usize, location: abi::MemLocation) -> CudaResult<i32> {
        self.call(|ctx| {
            ctx.memory.with_pools(|pools| pools.get(pool).map(|_| ()))?;
            match on_the_device(location) {
                true => Ok(MEM_ACCESS_READ_WRITE),
                false => Err(CudaError::InvalidValue),
            }
        })
    }

    /// `cudaMemPoolGetAttribute`: the settings as set, and the bytes the pool's live
    /// allocations use (current and high-water); what it reserves is that in whole chunks.
    pub fn mem_pool_attribute(&self, pool: usize, attr: u32) -> CudaResult<u64> {
        self.call(|ctx| {
            ctx.memory.with_pools(|pools| {
                let p = pools.get(pool)?;
                match attr {
                    POOL_REUSE_FIRST..=POOL_REUSE_LAST => {
                        Ok(p.reuse[(attr - POOL_REUSE_FIRST) as usize])
                    }
                    POOL_RELEASE_THRESHOLD => Ok(p.release_threshold),
                    POOL_RESERVED_CURRENT => Ok(p.used.next_multiple_of(POOL_CHUNK)),
                    POOL_USED_CURRENT => Ok(p.used),
                    POOL_RESERVED_HIGH => Ok(p.reserved_high.next_multiple_of(POOL_CHUNK)),
                    POOL_USED_HIGH => Ok(p.used_high),
                    _ => Err(CudaError::InvalidValue),
                }
            })
        })
    }

    /// `cudaMemPoolSetAttribute`: the reuse policies and release threshold are kept, and the
    /// high-water marks may be reset (to 0, which starts them again from the current use).
    pub fn set_mem_pool_attribute(&self, pool: usize, attr: u32, value: u64) -> CudaResult<()> {
        self.call(|ctx| {
            ctx.memory.with_pools(|pools| {
                let p = pools.get(pool)?;
                match attr {
                    POOL_REUSE_FIRST..=POOL_REUSE_LAST => {
                        p.reuse[(attr - POOL_REUSE_FIRST) as usize] = u64::from(value != 0)
                    }
                    POOL_RELEASE_THRESHOLD => p.release_threshold = value,
                    POOL_RESERVED_HIGH if value == 0 => p.reserved_high = p.used,
                    POOL_USED_HIGH if value == 0 => p.used_high = p.used,
                    _ => return Err(CudaError::InvalidValue),
                }
                Ok(())
            })
        })
    }

    /// `cudaMemPoolTrimTo`: nothing is held back for reuse (freed memory is released at
    /// once), so there is nothing to release; the pool must exist.
    pub fn mem_pool_trim(&self, pool: usize) -> CudaResult<()> {
        self.call(|ctx| ctx.memory.with_pools(|pools| pools.get(pool).map(|_| ())))
    }

    /// `cudaMallocFromPoolAsync`: `cudaMallocAsync` from `pool`.
    pub fn malloc_from_pool_async(
        &self,
        size: usize,
        pool: usize,
        stream: usize,
    ) -> CudaResult<u64> {
        self.malloc_async_in(size, Some(pool), stream)
    }

    /// `cudaMemPoolExportToShareableHandle`: a new descriptor of an exportable pool's table.
    pub fn mem_pool_export(&self, pool: usize, handle_type: u32) -> CudaResult<i32> {
        self.call(|ctx| {
            ctx.memory.with_pools(|pools| {
                let p = pools.get(pool)?;
                match (&p.sharing, handle_type) {
                    (Sharing::Exported { table, .. }, SHAREABLE_POSIX_FD) => {
                        duplicate(table.as_raw_fd()).map(IntoRawFd::into_raw_fd)
                    }
                    _ => Err(CudaError::InvalidValue),
                }
            })
        })
    }

    /// `cudaMemPoolImportFromShareableHandle`: a pool of this process naming another's, from
    /// its table's descriptor (which stays the program's).
    pub fn mem_pool_import(&self, fd: i32, handle_type: u32) -> CudaResult<usize> {
        if handle_type != SHAREABLE_POSIX_FD {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            let table = duplicate(fd)?;
            let mut header = [0u8; TABLE_HEADER];
            if table.read_exact_at(&mut header, 0).is_err() || &header[..8] != TABLE_MAGIC {
                return Err(CudaError::InvalidValue);
            }
            let id = u64::from_le_bytes(header[8..].try_into().unwrap_or_default());
            let state = PoolState::new(Sharing::Imported { table, id });
            Ok(ctx.memory.with_pools(|pools| pools.add(state)))
        })
    }

    /// `cudaMemPoolExportPointer`: export data for an allocation (its start) of an exportable
    /// pool, which the pool imported elsewhere resolves.
    pub fn mem_pool_export_pointer(&self, ptr: u64) -> CudaResult<[u8; 64]> {
        self.call(|ctx| {
            let pool = ctx
                .memory
                .with_pools(|pools| pools.pool_of(ptr))
                .ok_or(CudaError::InvalidValue)?;
            let handle = ctx.export_allocation(ptr, "cudaMemPoolExportPointer")?;
            ctx.memory.with_pools(|pools| {
                let Sharing::Exported { table, id } = &pools.get(pool)?.sharing else {
                    return Err(CudaError::InvalidValue);
                };
                let len = table.metadata().map_or(0, |m| m.len() as usize);
                let index = (len.saturating_sub(TABLE_HEADER) / RECORD) as u64;
                let at = (TABLE_HEADER + index as usize * RECORD) as u64;
                table
                    .write_all_at(&handle, at)
                    .map_err(|_| CudaError::MemoryAllocation)?;
                let mut data = [0u8; 64];
                data[..8].copy_from_slice(POINTER_MAGIC);
                data[8..16].copy_from_slice(&id.to_le_bytes());
                data[16..24].copy_from_slice(&index.to_le_bytes());
                Ok(data)
            })
        })
    }

    /// `cudaMemPoolImportPointer`: the allocation export data names, mapped here, where the
    /// data comes from the pool `pool` was imported from.
    pub fn mem_pool_import_pointer(&self, pool: usize, data: &[u8; 64]) -> CudaResult<u64> {
        self.call(|ctx| {
            let word = |i: usize| u64::from_le_bytes(data[i..i + 8].try_into().unwrap_or_default());
            let record = ctx.memory.with_pools(|pools| {
                let Sharing::Imported { table, id } = &pools.get(pool)?.sharing else {
                    return Err(CudaError::InvalidValue);
                };
                if &data[..8] != POINTER_MAGIC || word(8) != *id {
                    return Err(CudaError::InvalidValue);
                }
                let mut record = [0u8; RECORD];
                let at = word(16)
                    .saturating_mul(RECORD as u64)
                    .saturating_add(TABLE_HEADER as u64);
                table
                    .read_exact_at(&mut record, at)
                    .map_err(|_| CudaError::InvalidValue)?;
                Ok(record)
            })?;
            let ptr = ctx.import_allocation(&record, "cudaMemPoolImportPointer")?;
            ctx.memory
                .with_pools(|pools| pools.imported.insert(ptr, pool));
            Ok(ptr)
        })
    }
}
