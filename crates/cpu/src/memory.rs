//! Device memory: one reserved range of address space that every device-visible byte lives in.
//!
//! The arena reserves a large range once (pages are committed by the OS on first touch), so a
//! device pointer is an ordinary host pointer that host code can hold and print, and a compiled
//! kernel checks an access with one subtraction and one comparison against the arena's bounds.
//! An access inside the arena but outside any live allocation is not caught in the default mode;
//! it cannot reach host memory.
//!
//! The one exception is host memory the program registered (`cudaHostRegister`), which CUDA maps
//! for the device: the arena keeps those ranges ([`Arena::map_host`]), each launch hands compiled
//! code a copy of them, and an access the bounds check rejects is let through when it lies
//! inside one, a slow path that only such accesses and faults take.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, RwLock};

/// How much address space the arena reserves. Reserving costs no memory; it bounds the total of
/// live device allocations.
const RESERVE_BYTES: usize = 64 << 30;
/// Allocation granularity. CUDA promises 256-byte alignment and GPUs give 512, the texture
/// alignment: programs that bind textures to `cudaMalloc` memory rely on it.
const GRANULE: usize = 512;

pub struct Arena {
    base: *mut u8,
    len: usize,
    state: Mutex<ArenaState>,
    /// Constant strings device code is given (error texts), each copied in once.
    strings: Mutex<HashMap<&'static str, usize>>,
    /// Registered host ranges kernels may reach: start → length.
    mapped_host: RwLock<BTreeMap<usize, usize>>,
    heap: Mutex<DeviceHeap>,
}

/// The budget of in-kernel `malloc` (`cudaLimitMallocHeapSize`): its live allocations take at
/// most `limit` bytes, and the limit is fixed once a kernel has allocated, as on a GPU.
struct DeviceHeap {
    limit: usize,
    used: usize,
    allocated: bool,
    /// What each live allocation counts against the limit, by address.
    charges: HashMap<usize, usize>,
}

/// CUDA's default device heap: 8 MiB.
const DEFAULT_HEAP_LIMIT: usize = 8 << 20;
/// What one in-kernel allocation counts against the heap, at least: the GPU's allocator
/// hands out 16-byte-aligned blocks.
const HEAP_GRANULE: usize = 16;

// SAFETY: the arena's bookkeeping is behind a mutex; the memory itself is shared device memory,
// which CUDA lets every thread touch.
unsafe impl Send for Arena {}
unsafe impl Sync for Arena {}

#[derive(Default)]
struct ArenaState {
    /// Free ranges: offset → length, coalesced.
    free: BTreeMap<usize, usize>,
    /// Live allocations: offset → length.
    live: BTreeMap<usize, usize>,
    in_use: usize,
}

impl Arena {
    /// Reserves the arena. Fails only if the OS refuses the reservation.
    /// Where address space is limited (`ulimit -v`, tools that shadow memory), smaller
    /// reservations are tried down to 1 GiB.
    pub fn new() -> Result<Arena, String> {
        let mut size = RESERVE_BYTES;
        loop {
            match Self::with_capacity(size) {
                Ok(a) => return Ok(a),
                Err(e) if size <= 1 << 30 => return Err(e),
                Err(_) => size /= 4,
            }
        }
    }

    pub fn with_capacity(len: usize) -> Result<Arena, String> {
        // SAFETY: an anonymous private mapping at an address of the kernel's choosing touches no
        // existing memory.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(format!(
                "cannot reserve {} GiB of address space for device memory",
                len >> 30
            ));
        }
        let mut state = ArenaState::default();
        // Offset 0 is never handed out, so that no device pointer is the arena's base: a null
        // check in user code never mistakes an allocation for a failure.
        state.free.insert(GRANULE, len - GRANULE);
        Ok(Arena {
            base: base.cast(),
            len,
            state: Mutex::new(state),
            strings: Mutex::new(HashMap::new()),
            mapped_host: RwLock::new(BTreeMap::new()),
            heap: Mutex::new(DeviceHeap {
                limit: DEFAULT_HEAP_LIMIT,
                used: 0,
                allocated: false,
                charges: HashMap::new(),
            }),
        })
    }

    /// In-kernel `malloc`: `size` bytes if the device heap has room for them, else `None`.
    pub fn heap_alloc(&self, size: usize) -> Option<*mut u8> {
        let mut heap = self.heap.lock().ok()?;
        heap.allocated = true;
        let charge = size.max(1).checked_next_multiple_of(HEAP_GRANULE)?;
        if heap.used.checked_add(charge)? > heap.limit {
            return None;
        }
        let p = self.alloc(size)?;
        heap.used += charge;
        heap.charges.insert(p as usize, charge);
        Some(p)
    }

    /// In-kernel `free` of what [`Arena::heap_alloc`] gave; anything else is left alone.
    pub fn heap_free(&self, ptr: *mut u8) {
        let Ok(mut heap) = self.heap.lock() else {
            return;
        };
        if let Some(charge) = heap.charges.remove(&(ptr as usize)) {
            heap.used -= charge;
            self.free(ptr);
        }
    }

    /// Whether `start` is the start of a live block of the device heap.
    pub fn is_heap_block(&self, start: *const u8) -> bool {
        self.heap
            .lock()
            .is_ok_and(|heap| heap.charges.contains_key(&(start as usize)))
    }

    /// Sets the device heap's size; false once a kernel has allocated from it.
    pub fn set_heap_limit(&self, limit: usize) -> bool {
        match self.heap.lock() {
            Ok(mut heap) if !heap.allocated => {
                heap.limit = limit;
                true
            }
            _ => false,
        }
    }

    pub fn base(&self) -> *mut u8 {
        self.base
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether `[ptr, ptr + len)` lies inside the arena.
    pub fn contains(&self, ptr: *const u8, len: usize) -> bool {
        let off = (ptr as usize).wrapping_sub(self.base as usize);
        off <= self.len && len <= self.len - off
    }

    /// Lets kernels reach the `len` host bytes at `base` (registered with `cudaHostRegister`).
    pub fn map_host(&self, base: usize, len: usize) {
        if let Ok(mut m) = self.mapped_host.write() {
            m.insert(base, len);
        }
    }

    /// Forgets a range [`Arena::map_host`] added.
    pub fn unmap_host(&self, base: usize) {
        if let Ok(mut m) = self.mapped_host.write() {
            m.remove(&base);
        }
    }

    /// The mapped host ranges as `start, len` pairs, for a launch's compiled code to search.
    pub fn mapped_host_ranges(&self) -> Vec<u64> {
        self.mapped_host
            .read()
            .map(|m| m.iter().flat_map(|(&b, &l)| [b as u64, l as u64]).collect())
            .unwrap_or_default()
    }

    /// Whether kernels may touch `[ptr, ptr + len)`: inside the arena or a mapped host range.
    pub fn reaches(&self, ptr: *const u8, len: usize) -> bool {
        if self.contains(ptr, len) {
            return true;
        }
        let p = ptr as usize;
        let Ok(m) = self.mapped_host.read() else {
            return false;
        };
        m.range(..=p)
            .next_back()
            .is_some_and(|(&base, &size)| p - base <= size && len <= size - (p - base))
    }

    /// Allocates `size` bytes (zero-size allocations get one granule), aligned to `GRANULE`,
    /// from the lowest free range that has room. Returns `None` when the arena has no free
    /// range that large.
    pub fn alloc(&self, size: usize) -> Option<*mut u8> {
        self.take(size, false)
    }

    /// [`Arena::alloc`] from the highest free range that has room, for what a launch keeps of
    /// its own (parameters, threads' frames, shared memory): away from the program's
    /// allocations, so that a kernel writing past the end of one (undefined behaviour, which a
    /// GPU seldom notices) meets other data of the program or nothing, not the launch's own.
    pub fn alloc_high(&self, size: usize) -> Option<*mut u8> {
        self.take(size, true)
    }

    /// [`Arena::alloc`] of a block whose address is a multiple of `align` (a power of two at
    /// least `GRANULE`), for address ranges that whole pages are mapped into.
    pub fn alloc_aligned(&self, size: usize, align: usize) -> Option<*mut u8> {
        let size = size.max(1).checked_add(GRANULE - 1)? / GRANULE * GRANULE;
        let base = self.base as usize;
        let mut st = self.state.lock().ok()?;
        let (start, len, off) = st.free.iter().find_map(|(&start, &len)| {
            let off = (base + start).checked_add(align - 1)? / align * align - base;
            (off - start + size <= len).then_some((start, len, off))
        })?;
        st.free.remove(&start);
        if off > start {
            st.free.insert(start, off - start);
        }
        if start + len > off + size {
            st.free.insert(off + size, start + len - off - size);
        }
        st.live.insert(off, size);
        st.in_use += size;
        // SAFETY: off + size <= start + len <= self.len by construction of the free list.
        Some(unsafe { self.base.add(off) })
    }

    fn take(&self, size: usize, high: bool) -> Option<*mut u8> {
        let size = size.max(1).checked_add(GRANULE - 1)? / GRANULE * GRANULE;
        let mut st = self.state.lock().ok()?;
        let fits = |(_, &len): &(&usize, &usize)| len >= size;
        let (&start, &len) = match high {
            true => st.free.iter().rev().find(fits)?,
            false => st.free.iter().find(fits)?,
        };
        st.free.remove(&start);
        let off = if high { start + len - size } else { start };
        if len > size {
            match high {
                true => st.free.insert(start, len - size),
                false => st.free.insert(start + size, len - size),
            };
        }
        st.live.insert(off, size);
        st.in_use += size;
        // SAFETY: off + size <= self.len by construction of the free list.
        Some(unsafe { self.base.add(off) })
    }

    /// Frees an allocation made by [`Arena::alloc`]. Returns false (and changes nothing) for a
    /// pointer that is not the start of a live allocation.
    pub fn free(&self, ptr: *mut u8) -> bool {
        self.release(ptr, false)
    }

    /// [`Arena::free`] of a program's allocation (`cudaFree`): what is allocated there next
    /// reads as it would on a GPU (see [`Arena::give_back`]).
    pub fn free_allocation(&self, ptr: *mut u8) -> bool {
        self.release(ptr, true)
    }

    fn release(&self, ptr: *mut u8, program: bool) -> bool {
        if !self.contains(ptr, 0) {
            return false;
        }
        let off = ptr as usize - self.base as usize;
        let Ok(mut st) = self.state.lock() else {
            return false;
        };
        let Some(size) = st.live.remove(&off) else {
            return false;
        };
        st.in_use -= size;
        let (mut start, mut len) = (off, size);
        if let Some((&next, &nlen)) = st.free.range(off + size..).next() {
            if next == off + size {
                st.free.remove(&next);
                len += nlen;
            }
        }
        if let Some((&prev, &plen)) = st.free.range(..off).next_back() {
            if prev + plen == off {
                st.free.remove(&prev);
                start = prev;
                len += plen;
            }
        }
        match program {
            true => self.give_back(ptr, size, start..start + len),
            // Large blocks of the runtime's own go back to the system.
            false if size >= 1 << 20 => discard_pages(ptr as usize, size),
            false => {}
        }
        st.free.insert(start, len);
        true
    }

    /// What a GPU's memory reads after a free (measured on an H100): an allocation of 2 MiB
    /// or more has chunks of its own, which go back to the driver and read zeros when next
    /// allocated; smaller ones share 2 MiB chunks, which go back once no allocation is left in
    /// them (a block freed beside a live one keeps its bytes). The block `ptr..ptr + size` was
    /// just freed, and `free` (offsets) is the free range around it.
    fn give_back(&self, ptr: *mut u8, size: usize, free: std::ops::Range<usize>) {
        const CHUNK: usize = 2 << 20;
        let (block, base) = (ptr as usize, self.base as usize);
        if size >= CHUNK {
            // The bytes of the block that share a page with a neighbour are cleared.
            let page = page_size();
            let (first, end) = (block.next_multiple_of(page), (block + size) / page * page);
            discard_pages(block, size);
            // SAFETY: both ranges lie inside the block, which is ours and no longer in use.
            unsafe {
                std::ptr::write_bytes(ptr, 0, first.min(block + size) - block);
                if end > first {
                    std::ptr::write_bytes(end as *mut u8, 0, block + size - end);
                }
            }
            return;
        }
        // (The granule at offset 0, never handed out, is as free as the range after it.)
        let free_start = match free.start {
            GRANULE => base,
            start => base + start,
        };
        let free_end = base + free.end;
        let mut chunk = block / CHUNK * CHUNK;
        while chunk < block + size {
            if chunk >= free_start && chunk + CHUNK <= free_end {
                // SAFETY: the chunk lies in the arena's free range, which nothing uses.
                unsafe { libc::madvise(chunk as *mut libc::c_void, CHUNK, libc::MADV_DONTNEED) };
            }
            chunk += CHUNK;
        }
    }

    /// The live allocation containing `ptr`, as (start, size).
    pub fn allocation_of(&self, ptr: *const u8) -> Option<(*mut u8, usize)> {
        if !self.contains(ptr, 0) {
            return None;
        }
        let off = ptr as usize - self.base as usize;
        let st = self.state.lock().ok()?;
        let (&start, &size) = st.live.range(..=off).next_back()?;
        // SAFETY: start is inside the arena.
        (off < start + size).then(|| (unsafe { self.base.add(start) }, size))
    }

    /// A NUL-terminated copy of `s` in device memory, made on first use and kept for the
    /// arena's life; null if there is no room.
    pub fn intern(&self, s: &'static str) -> *const u8 {
        let Ok(mut strings) = self.strings.lock() else {
            return std::ptr::null();
        };
        if let Some(&p) = strings.get(s) {
            return p as *const u8;
        }
        let Some(p) = self.alloc(s.len() + 1) else {
            return std::ptr::null();
        };
        // SAFETY: the allocation has room for the string and its NUL.
        unsafe {
            std::ptr::copy_nonoverlapping(s.as_ptr(), p, s.len());
            *p.add(s.len()) = 0;
        }
        strings.insert(s, p as usize);
        p
    }

    /// Bytes currently allocated.
    pub fn in_use(&self) -> usize {
        self.state.lock().map(|s| s.in_use).unwrap_or(0)
    }
}

impl Drop for Arena {
    fn drop(&mut self) {
        // SAFETY: the mapping was made in `with_capacity` with this length.
        unsafe { libc::munmap(self.base.cast(), self.len) };
    }
}

/// The system's page size (4 KiB where the system cannot say).
/// Gives the pages wholly inside the unused block `start..start + size` back to the system,
/// which reads them as zeros from then on. Only those: the system rounds a range out to whole
/// pages, which would clear the neighbours' bytes sharing the block's first or last page.
fn discard_pages(start: usize, size: usize) {
    let page = page_size();
    let (first, end) = (start.next_multiple_of(page), (start + size) / page * page);
    if end > first {
        // SAFETY: the pages lie inside the block, which no one uses.
        unsafe { libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_DONTNEED) };
    }
}

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(size)
        .ok()
        .filter(|s| s.is_power_of_two())
        .unwrap_or(4096)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn freeing_a_large_block_keeps_its_neighbours_bytes() {
        let a = Arena::with_capacity(1 << 24).unwrap();
        // A block that starts on a page (the arena hands out from GRANULE on) and ends inside
        // one, which its neighbour above shares.
        let below = a.alloc(4096 - GRANULE).unwrap();
        let big = a.alloc((1 << 20) + GRANULE).unwrap();
        let above = a.alloc(GRANULE).unwrap();
        assert_eq!(big as usize % 4096, 0);
        // SAFETY: each allocation has GRANULE bytes at least.
        unsafe {
            below.write_bytes(7, GRANULE);
            above.write_bytes(9, GRANULE);
        }
        assert!(a.free(big));
        // SAFETY: as above.
        let (below, above) = unsafe {
            (
                std::slice::from_raw_parts(below, GRANULE),
                std::slice::from_raw_parts(above, GRANULE),
            )
        };
        assert!(below.iter().all(|&b| b == 7));
        assert!(above.iter().all(|&b| b == 9));
    }

    #[test]
    fn freed_program_memory_reads_as_a_gpus() {
        let a = Arena::with_capacity(1 << 24).unwrap();
        let bytes = |p: *mut u8, n: usize| {
            // SAFETY: each block tested has n bytes at least.
            unsafe { std::slice::from_raw_parts(p, n).to_vec() }
        };
        // A block alone in its chunk: the chunk goes back, the next block there reads zeros.
        let lone = a.alloc(32 << 10).unwrap();
        // SAFETY: the block has 32 KiB.
        unsafe { lone.write_bytes(5, 32 << 10) };
        assert!(a.free_allocation(lone));
        let again = a.alloc(32 << 10).unwrap();
        assert_eq!(again, lone);
        assert!(bytes(again, 32 << 10).iter().all(|&b| b == 0));
        // One freed beside a live block keeps its bytes.
        let neighbour = a.alloc(GRANULE).unwrap();
        // SAFETY: as above.
        unsafe { again.write_bytes(6, 32 << 10) };
        assert!(a.free_allocation(again));
        let reused = a.alloc(32 << 10).unwrap();
        assert!(bytes(reused, 32 << 10).iter().all(|&b| b == 6));
        // A large block is cleared whatever shares its chunks.
        let large = a.alloc(3 << 20).unwrap();
        // SAFETY: the block has 3 MiB.
        unsafe { large.write_bytes(7, 3 << 20) };
        assert!(a.free_allocation(large));
        let large_again = a.alloc(3 << 20).unwrap();
        assert!(bytes(large_again, 3 << 20).iter().all(|&b| b == 0));
        assert!(a.free(large_again) && a.free(reused) && a.free(neighbour));
    }

    #[test]
    fn alloc_free_coalesce() {
        let a = Arena::with_capacity(1 << 24).unwrap();
        let p = a.alloc(1000).unwrap();
        let q = a.alloc(10).unwrap();
        assert!(a.contains(p, 1000));
        assert_eq!(a.allocation_of(unsafe { p.add(999) }), Some((p, 1024)));
        assert!(a.free(p));
        assert!(!a.free(p));
        assert!(a.free(q));
        assert_eq!(a.in_use(), 0);
        let big = a.alloc((1 << 24) - 512).unwrap();
        assert!(a.free(big));
        assert!(!a.contains(std::ptr::null(), 1));
    }

    #[test]
    fn aligned_allocations_leave_the_rest_free() {
        let a = Arena::with_capacity(1 << 24).unwrap();
        let small = a.alloc(100).unwrap();
        let big = a.alloc_aligned(3 << 20, 2 << 20).unwrap();
        assert_eq!(big as usize % (2 << 20), 0);
        assert_eq!(a.allocation_of(unsafe { big.add(5) }), Some((big, 3 << 20)));
        // The gap before the block is still there for small allocations.
        let after = a.alloc(100).unwrap();
        assert!((after as usize) < big as usize);
        assert!(a.free(big) && a.free(small) && a.free(after));
        assert_eq!(a.in_use(), 0);
        assert!(a.alloc_aligned(1 << 25, 2 << 20).is_none());
    }

    #[test]
    fn high_allocations_come_from_the_top() {
        let a = Arena::with_capacity(1 << 24).unwrap();
        let low = a.alloc(4096).unwrap();
        let high = a.alloc_high(100).unwrap();
        assert_eq!(high as usize + GRANULE, a.base() as usize + a.len());
        assert!((high as usize) > low as usize + (1 << 23));
        assert_eq!(a.allocation_of(high), Some((high, GRANULE)));
        assert!(a.free(high) && a.free(low));
        assert_eq!(a.in_use(), 0);
        // Everything coalesced again: one allocation takes the whole arena.
        let all = a.alloc((1 << 24) - GRANULE).unwrap();
        assert!(a.free(all));
    }
}
