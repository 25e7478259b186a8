//! Virtual memory management, the driver API's `cuMemAddressReserve`, `cuMemCreate`,
//! `cuMemMap` and their inverses: address ranges and physical memory made apart and put
//! together by mapping, in units of the allocation granularity.
//!
//! The runtime keeps what CUDA checks (reservations, physical allocations and the ranges each
//! is mapped at) and the backend does the mapping. Invariants: a mapping lies inside one
//! reservation and overlaps no other mapping; a physical allocation's backend memory is freed
//! once it is released and no mapping holds it; a reservation is freed only with nothing
//! mapped in it. Access is read and write for the one device from the moment of mapping
//! (`cuMemSetAccess` checks its range and changes nothing). Physical memory created shareable
//! is exported as a file descriptor, which this or another process imports as a handle of its
//! own to the same memory.

use crate::abi::CudaError;
use crate::backend::{PhysicalSpec, SHAREABLE_POSIX_FD};
use crate::context::Context;
use crate::{CudaResult, Runtime};
use std::collections::{BTreeMap, HashMap};
use std::sync::MutexGuard;

/// `CU_MEM_HANDLE_TYPE_WIN32` and `CU_MEM_HANDLE_TYPE_WIN32_KMT`, which Linux has not.
const WINDOWS_HANDLES: u32 = 0x2 | 0x4;

/// The allocation granularity, minimum and recommended: an H100's and H200's 2 MiB
/// (measured with `cuMemGetAllocationGranularity`).
pub const GRANULARITY: usize = 2 << 20;

/// One `CUmemGenericAllocationHandle`'s memory.
struct Physical {
    /// The backend's handle.
    backend: u64,
    /// Its size; for memory imported from a backend that does not tell, `usize::MAX` (the
    /// backend then checks mappings itself).
    size: usize,
    spec: PhysicalSpec,
    /// References: its creation (until `cuMemRelease`), each `cuMemRetainAllocationHandle`,
    /// and each mapping.
    references: usize,
}

#[derive(Default)]
pub(crate) struct VirtualMemory {
    /// Reserved ranges: start → size.
    reservations: BTreeMap<u64, usize>,
    /// Mapped ranges: start → (size, the handle mapped there).
    mappings: BTreeMap<u64, (usize, u64)>,
    physical: HashMap<u64, Physical>,
    next_handle: u64,
}

fn granular(n: u64) -> bool {
    n.is_multiple_of(GRANULARITY as u64)
}

impl VirtualMemory {
    /// The reservation holding all of `[va, va + size)`.
    fn reservation_of(&self, va: u64, size: usize) -> Option<u64> {
        let (&start, &len) = self.reservations.range(..=va).next_back()?;
        (va + size as u64 <= start + len as u64).then_some(start)
    }

    fn overlaps_mapping(&self, va: u64, size: usize) -> bool {
        let end = va + size as u64;
        let before = self
            .mappings
            .range(..va)
            .next_back()
            .is_some_and(|(&s, &(len, _))| s + len as u64 > va);
        before || self.mappings.range(va..end).next().is_some()
    }

    /// The mappings that make up exactly `[va, va + size)`, in order; `None` where the range
    /// starts or ends inside one, or has a gap.
    fn mappings_covering(&self, va: u64, size: usize) -> Option<Vec<u64>> {
        let end = va + size as u64;
        let mut at = va;
        let mut found = Vec::new();
        for (&start, &(len, _)) in self.mappings.range(va..end) {
            if start != at {
                return None;
            }
            at = start + len as u64;
            found.push(start);
        }
        (at == end && !found.is_empty()).then_some(found)
    }

    /// The handle of the mapping that holds `va`.
    fn handle_at(&self, va: u64) -> CudaResult<u64> {
        match self.mappings.range(..=va).next_back() {
            Some((&start, &(len, handle))) if va < start + len as u64 => Ok(handle),
            _ => Err(CudaError::InvalidValue),
        }
    }

    /// A new handle to physical memory, with its creation's reference.
    fn add_physical(&mut self, backend: u64, size: usize, spec: PhysicalSpec) -> u64 {
        self.next_handle += 1;
        let physical = Physical {
            backend,
            size,
            spec,
            references: 1,
        };
        self.physical.insert(self.next_handle, physical);
        self.next_handle
    }

    /// Drops a reference to `handle`; the last one frees its memory: the backend handle to free.
    fn unreference(&mut self, handle: u64) -> Option<u64> {
        let p = self.physical.get_mut(&handle)?;
        p.references -= 1;
        if p.references > 0 {
            return None;
        }
        self.physical.remove(&handle).map(|p| p.backend)
    }
}

impl Context {
    fn virtual_memory(&self) -> MutexGuard<'_, VirtualMemory> {
        self.virtual_memory
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Runtime {
    /// `cuMemAddressReserve`: a range of `size` bytes (a multiple of the granularity) aligned
    /// to `align` (0: the granularity). A fixed address is not provided: `hint` is ignored,
    /// as CUDA may.
    pub fn mem_address_reserve(&self, size: usize, align: usize) -> CudaResult<u64> {
        let align = match align {
            0 => GRANULARITY,
            a if a.is_power_of_two() => a.max(GRANULARITY),
            _ => return Err(CudaError::InvalidValue),
        };
        if size == 0 || !granular(size as u64) {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            let va = ctx
                .backend
                .reserve_addresses(size, align)
                .ok_or(CudaError::MemoryAllocation)?;
            ctx.virtual_memory().reservations.insert(va, size);
            Ok(va)
        })
    }

    /// `cuMemAddressFree`: a whole reservation, with nothing mapped in it.
    pub fn mem_address_free(&self, va: u64, size: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let mut vm = ctx.virtual_memory();
            if vm.reservations.get(&va) != Some(&size) || vm.overlaps_mapping(va, size) {
                return Err(CudaError::InvalidValue);
            }
            vm.reservations.remove(&va);
            ctx.backend.free_addresses(va);
            Ok(())
        })
    }

    /// `cuMemCreate`: `size` bytes (a multiple of the granularity) of physical memory,
    /// exportable as `spec.shareable` says (Windows handles are an invalid value, other types
    /// the device cannot export not permitted, as measured), compressible where
    /// asked and the device has compression (elsewhere the memory is made uncompressed, as
    /// CUDA makes it; `cuMemGetAllocationPropertiesFromHandle` tells).
    pub fn mem_create(&self, size: usize, spec: PhysicalSpec) -> CudaResult<u64> {
        if size == 0 || !granular(size as u64) {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            if spec.shareable & WINDOWS_HANDLES != 0 {
                return Err(CudaError::InvalidValue);
            }
            if spec.shareable & !ctx.props.shareable_handle_types != 0 {
                return Err(CudaError::NotPermitted);
            }
            let spec = PhysicalSpec {
                compressed: spec.compressed && ctx.props.generic_compression,
                ..spec
            };
            let backend = ctx.backend.create_physical(size, spec).map_err(|why| {
                eprintln!("ferrocuda: cuMemCreate of {size} bytes: {why}");
                CudaError::MemoryAllocation
            })?;
            Ok(ctx.virtual_memory().add_physical(backend, size, spec))
        })
    }

    /// `cuMemExportToShareableHandle`: a new file descriptor for physical memory created
    /// exportable as one.
    pub fn mem_export_shareable(&self, handle: u64, handle_type: u32) -> CudaResult<i32> {
        self.call(|ctx| {
            let vm = ctx.virtual_memory();
            let p = vm.physical.get(&handle).ok_or(CudaError::InvalidValue)?;
            if handle_type != SHAREABLE_POSIX_FD || p.spec.shareable & handle_type == 0 {
                return Err(CudaError::InvalidValue);
            }
            ctx.backend.export_physical(p.backend).map_err(|why| {
                eprintln!("ferrocuda: cuMemExportToShareableHandle: {why}");
                CudaError::InvalidValue
            })
        })
    }

    /// `cuMemImportFromShareableHandle`: a handle of this process's own to the physical
    /// memory a descriptor `mem_export_shareable` made names (the descriptor stays the
    /// program's). Another handle type is not supported, and a descriptor that names no
    /// memory an unknown error, as measured.
    pub fn mem_import_shareable(&self, fd: i32, handle_type: u32) -> CudaResult<u64> {
        if handle_type != SHAREABLE_POSIX_FD {
            return Err(CudaError::NotSupported);
        }
        self.call(|ctx| {
            let (backend, size) = ctx.backend.import_physical(fd).map_err(|why| {
                eprintln!("ferrocuda: cuMemImportFromShareableHandle: {why}");
                CudaError::Unknown
            })?;
            let spec = PhysicalSpec {
                shareable: handle_type,
                compressed: false,
            };
            let mut vm = ctx.virtual_memory();
            Ok(vm.add_physical(backend, size.unwrap_or(usize::MAX), spec))
        })
    }

    /// `cuMemRelease` (and the release of a handle `cuMemRetainAllocationHandle` gave): the
    /// memory goes once no mapping holds it.
    pub fn mem_release(&self, handle: u64) -> CudaResult<()> {
        self.call(|ctx| {
            let mut vm = ctx.virtual_memory();
            if !vm.physical.contains_key(&handle) {
                return Err(CudaError::InvalidValue);
            }
            if let Some(freed) = vm.unreference(handle) {
                ctx.backend.release_physical(freed);
            }
            Ok(())
        })
    }

    /// `cuMemMap`: `size` bytes of `handle` from `offset` at `va`, inside a reservation where
    /// nothing is mapped (all multiples of the granularity).
    pub fn mem_map(&self, va: u64, size: usize, offset: usize, handle: u64) -> CudaResult<()> {
        if size == 0 || !granular(va) || !granular(size as u64) || !granular(offset as u64) {
            return Err(CudaError::InvalidValue);
        }
        self.call(|ctx| {
            let mut vm = ctx.virtual_memory();
            let Some(p) = vm.physical.get(&handle) else {
                return Err(CudaError::InvalidValue);
            };
            let fits = offset.checked_add(size).is_some_and(|end| end <= p.size);
            if !fits || vm.reservation_of(va, size).is_none() || vm.overlaps_mapping(va, size) {
                return Err(CudaError::InvalidValue);
            }
            ctx.backend
                .map_physical(va, size, p.backend, offset)
                .map_err(|why| {
                    eprintln!("ferrocuda: cuMemMap at {va:#x}: {why}");
                    CudaError::InvalidValue
                })?;
            vm.mappings.insert(va, (size, handle));
            if let Some(p) = vm.physical.get_mut(&handle) {
                p.references += 1;
            }
            Ok(())
        })
    }

    /// `cuMemUnmap`: whole mappings making up `[va, va + size)`. Waits for the device, as
    /// CUDA's unmapping does.
    pub fn mem_unmap(&self, va: u64, size: usize) -> CudaResult<()> {
        self.call(|ctx| {
            ctx.wait_all();
            let mut vm = ctx.virtual_memory();
            let starts = vm
                .mappings_covering(va, size)
                .ok_or(CudaError::InvalidValue)?;
            for start in starts {
                let Some((len, handle)) = vm.mappings.remove(&start) else {
                    continue;
                };
                ctx.backend.unmap_physical(start, len).map_err(|why| {
                    eprintln!("ferrocuda: cuMemUnmap at {start:#x}: {why}");
                    CudaError::InvalidValue
                })?;
                if let Some(freed) = vm.unreference(handle) {
                    ctx.backend.release_physical(freed);
                }
            }
            Ok(())
        })
    }

    /// `cuMemSetAccess`: the range must be mapped throughout.
    pub fn mem_set_access(&self, va: u64, size: usize) -> CudaResult<()> {
        self.call(|ctx| {
            let vm = ctx.virtual_memory();
            let covered =
                vm.reservation_of(va, size).is_some() && vm.mappings_covering(va, size).is_some();
            match covered {
                true => Ok(()),
                false => Err(CudaError::InvalidValue),
            }
        })
    }

    /// The handle mapped at `va` (`cuMemGetAccess` asks whether there is one).
    pub fn mem_mapped_at(&self, va: u64) -> CudaResult<u64> {
        self.call(|ctx| ctx.virtual_memory().handle_at(va))
    }

    /// `cuMemRetainAllocationHandle`: the handle mapped at `va`, with a reference the program
    /// releases.
    pub fn mem_retain_allocation_handle(&self, va: u64) -> CudaResult<u64> {
        self.call(|ctx| {
            let mut vm = ctx.virtual_memory();
            let handle = vm.handle_at(va)?;
            if let Some(p) = vm.physical.get_mut(&handle) {
                p.references += 1;
            }
            Ok(handle)
        })
    }

    /// What the physical memory behind `handle` was created as.
    pub fn mem_physical_spec(&self, handle: u64) -> CudaResult<PhysicalSpec> {
        self.call(|ctx| {
            let vm = ctx.virtual_memory();
            vm.physical
                .get(&handle)
                .map(|p| p.spec)
                .ok_or(CudaError::InvalidValue)
        })
    }
}
