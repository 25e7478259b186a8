//! Per-kernel attributes and the occupancy calculator.
//!
//! Occupancy is computed the way CUDA's calculator does for an sm_90 device, from the device
//! properties and the kernel's resource use: a multiprocessor holds at most
//! `maxThreadsPerMultiProcessor` threads (in whole warps), `maxBlocksPerMultiProcessor` blocks,
//! `regsPerMultiprocessor` registers (allocated per warp in 256-register units) and
//! `sharedMemPerMultiprocessor` bytes of shared memory (each block also using the reserved 1 KiB,
//! allocated in 128-byte units).

use crate::abi::{CudaError, FuncAttributes};
use crate::backend::{DeviceProperties, KernelInfo};
use crate::context::{Context, Runtime};
use crate::error::CudaResult;
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Mutex;

/// `cudaFuncAttribute` values.
pub const ATTR_MAX_DYNAMIC_SHARED: i32 = 8;
pub const ATTR_PREFERRED_CARVEOUT: i32 = 9;
pub const ATTR_CLUSTER_DIM_MUST_BE_SET: i32 = 10;
pub const ATTR_REQUIRED_CLUSTER_WIDTH: i32 = 11;
pub const ATTR_REQUIRED_CLUSTER_DEPTH: i32 = 13;
pub const ATTR_NON_PORTABLE_CLUSTER: i32 = 14;
pub const ATTR_CLUSTER_POLICY: i32 = 15;

/// What a program set on a kernel with `cudaFuncSet*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FuncSettings {
    /// Dynamic shared memory a launch may request, once raised with
    /// `cudaFuncAttributeMaxDynamicSharedMemorySize`; until then CUDA's default applies: static
    /// and dynamic shared memory together at most `sharedMemPerBlock` (48 KiB).
    pub max_dynamic_shared: Option<usize>,
    pub carveout: i32,
    pub cache_config: i32,
    pub shared_mem_config: i32,
    pub cluster_dim_must_be_set: i32,
    pub required_cluster: [i32; 3],
    pub non_portable_cluster: i32,
    pub cluster_policy: i32,
}

impl Default for FuncSettings {
    fn default() -> Self {
        FuncSettings {
            max_dynamic_shared: None,
            carveout: -1,
            cache_config: 0,
            shared_mem_config: 0,
            cluster_dim_must_be_set: 0,
            required_cluster: [0; 3],
            non_portable_cluster: 0,
            cluster_policy: 0,
        }
    }
}

impl FuncSettings {
    /// The most dynamic shared memory one launch of the kernel may request.
    pub fn dynamic_shared_limit(&self, p: &DeviceProperties, k: &KernelInfo) -> usize {
        self.max_dynamic_shared
            .unwrap_or_else(|| p.shared_mem_per_block.saturating_sub(k.static_shared))
    }
}

/// Registers a warp occupies, in the hardware's allocation unit.
fn regs_per_warp(p: &DeviceProperties, k: &KernelInfo) -> u32 {
    (k.num_regs.max(1) * p.warp_size).next_multiple_of(256)
}

/// The largest block a kernel can be launched with, given its register use and launch bounds.
pub(crate) fn max_threads_for(p: &DeviceProperties, k: &KernelInfo) -> u32 {
    // Warps hold registers in each of a multiprocessor's four partitions, so a block's warps
    // come in fours (measured: 78 registers a thread allow 768 threads, not 800).
    let warps = p.regs_per_block / regs_per_warp(p, k) / 4 * 4;
    let limit = (warps * p.warp_size).min(p.max_threads_per_block);
    k.launch_bound.map_or(limit, |b| limit.min(b.max(1)))
}

/// Resident blocks per multiprocessor for blocks of `block_size` threads using `dynamic_shared`
/// bytes of dynamic shared memory; 0 when no such block fits on a multiprocessor.
pub fn active_blocks(
    p: &DeviceProperties,
    k: &KernelInfo,
    block_size: i32,
    dynamic_shared: usize,
) -> i32 {
    // Blocks larger than the kernel's launch bounds, which it cannot be launched with, are
    // counted all the same (measured); registers and the device's limits still bound them.
    if block_size <= 0 || block_size as u32 > p.max_threads_per_block {
        return 0;
    }
    let shared = k.static_shared + dynamic_shared;
    if shared > p.shared_mem_per_block_optin {
        return 0;
    }
    let warps = (block_size as u32).div_ceil(p.warp_size);
    let by_threads = p.max_threads_per_multiprocessor / p.warp_size / warps;
    let by_blocks = p.max_blocks_per_multiprocessor;
    let by_regs = p.regs_per_multiprocessor / regs_per_warp(p, k) / warps;
    let per_block = (shared + p.reserved_shared_mem_per_block).next_multiple_of(128);
    let by_shared = (p.shared_mem_per_multiprocessor / per_block) as u32;
    by_threads.min(by_blocks).min(by_regs).min(by_shared) as i32
}

impl Runtime {
    /// The settings of the kernel whose stub is `func` (defaults until one is set).
    pub(crate) fn func_settings(&self, ctx: &Context, func: usize) -> FuncSettings {
        if !ctx.functions_set.load(Ordering::Acquire) {
            return FuncSettings::default();
        }
        let f = ctx.functions.lock().unwrap_or_else(|e| e.into_inner());
        f.get(&func).copied().unwrap_or_default()
    }

    fn update_settings(&self, ctx: &Context, func: usize, f: impl FnOnce(&mut FuncSettings)) {
        let mut all = ctx.functions.lock().unwrap_or_else(|e| e.into_inner());
        f(all.entry(func).or_default());
        ctx.functions_set.store(true, Ordering::Release);
    }

    /// `cudaFuncGetParamInfo`: the offset and size of the kernel's parameter `index` in
    /// CUDA's parameter buffer (`ferrocuda_ir::param_layout`).
    pub fn func_param_info(&self, func: usize, index: usize) -> CudaResult<(usize, usize)> {
        self.call(|ctx| {
            self.registered_kernel(func)?;
            let k = self.resolve_kernel(ctx, func)?;
            let params = &k.info().params;
            let (offsets, _) = ferrocuda_ir::param_layout(params);
            match (offsets.get(index), params.get(index)) {
                (Some(&offset), Some(p)) => Ok((offset as usize, p.size_align().0 as usize)),
                _ => Err(CudaError::InvalidValue),
            }
        })
    }

    /// `cudaFuncGetAttributes`.
    pub fn func_attributes(&self, func: usize) -> CudaResult<FuncAttributes> {
        self.call(|ctx| {
            let entry = self.registered_kernel(func)?;
            let k = self.resolve_kernel(ctx, func)?;
            let s = self.func_settings(ctx, func);
            let p = &ctx.props;
            let device_arch = (p.major * 10 + p.minor) as i32;
            // The architecture the device code was compiled for (a GPU compiles the PTX of
            // that architecture for itself, its binary version).
            let compiled = ferrocuda_frontend::image::compiled_arch(&entry.module.image);
            // A kernel declared with `__cluster_dims__` requires that shape (measured).
            let (cluster_dim_must_be_set, required_cluster) = match k.info().cluster_dims {
                Some(dims) => (1, dims.map(|d| d as i32)),
                None => (s.cluster_dim_must_be_set, s.required_cluster),
            };
            Ok(FuncAttributes {
                shared_size_bytes: k.info().static_shared,
                const_size_bytes: k.info().const_bytes,
                local_size_bytes: k.info().local_bytes,
                max_threads_per_block: max_threads_for(p, k.info()) as i32,
                num_regs: k.info().num_regs as i32,
                ptx_version: compiled.map_or(device_arch, |a| a as i32),
                binary_version: device_arch,
                cache_mode_ca: 0,
                max_dynamic_shared_size_bytes: s.dynamic_shared_limit(p, k.info()) as i32,
                preferred_shmem_carveout: s.carveout,
                cluster_dim_must_be_set,
                required_cluster_width: required_cluster[0],
                required_cluster_height: required_cluster[1],
                required_cluster_depth: required_cluster[2],
                cluster_scheduling_policy_preference: s.cluster_policy,
                non_portable_cluster_size_allowed: s.non_portable_cluster,
                reserved: [0; 16],
            })
        })
    }

    /// `cudaFuncSetAttribute`.
    pub fn func_set_attribute(&self, func: usize, attr: i32, value: i32) -> CudaResult<()> {
        self.call(|ctx| {
            let k = self.resolve_kernel(ctx, func)?;
            let p = &ctx.props;
            let invalid = Err(CudaError::InvalidValue);
            match attr {
                ATTR_MAX_DYNAMIC_SHARED => {
                    let limit = p
                        .shared_mem_per_block_optin
                        .saturating_sub(k.info().static_shared);
                    if value < 0 || value as usize > limit {
                        return invalid;
                    }
                    self.update_settings(ctx, func, |s| {
                        s.max_dynamic_shared = Some(value as usize)
                    });
                }
                ATTR_PREFERRED_CARVEOUT => {
                    if !(-1..=100).contains(&value) {
                        return invalid;
                    }
                    self.update_settings(ctx, func, |s| s.carveout = value);
                }
                ATTR_CLUSTER_DIM_MUST_BE_SET => return invalid,
                ATTR_REQUIRED_CLUSTER_WIDTH..=ATTR_REQUIRED_CLUSTER_DEPTH => {
                    if !(0..=8).contains(&value) {
                        return invalid;
                    }
                    let i = (attr - ATTR_REQUIRED_CLUSTER_WIDTH) as usize;
                    self.update_settings(ctx, func, |s| s.required_cluster[i] = value);
                }
                ATTR_NON_PORTABLE_CLUSTER => {
                    if !(0..=1).contains(&value) {
                        return invalid;
                    }
                    self.update_settings(ctx, func, |s| s.non_portable_cluster = value);
                }
                ATTR_CLUSTER_POLICY => {
                    if !(0..=2).contains(&value) {
                        return invalid;
                    }
                    self.update_settings(ctx, func, |s| s.cluster_policy = value);
                }
                _ => return invalid,
            }
            Ok(())
        })
    }

    /// `cudaFuncSetCacheConfig`: remembered; the CPU has no L1/shared split to change.
    pub fn func_set_cache_config(&self, func: usize, config: i32) -> CudaResult<()> {
        self.call(|ctx| {
            self.registered_kernel(func)?;
            if !(0..=3).contains(&config) {
                return Err(CudaError::InvalidValue);
            }
            self.update_settings(ctx, func, |s| s.cache_config = config);
            Ok(())
        })
    }

    /// `cudaFuncSetSharedMemConfig`.
    pub fn func_set_shared_mem_config(&self, func: usize, config: i32) -> CudaResult<()> {
        self.call(|ctx| {
            self.registered_kernel(func)?;
            if !(0..=2).contains(&config) {
                return Err(CudaError::InvalidValue);
            }
            self.update_settings(ctx, func, |s| s.shared_mem_config = config);
            Ok(())
        })
    }

    /// `cudaFuncGetName`: the kernel's mangled name (its stub's symbol, see
    /// [`crate::symbolize`]), else its name as written, as a C string that lives as long as the
    /// process.
    pub fn func_name(&self, func: usize) -> CudaResult<&'static std::ffi::CStr> {
        static NAMES: Mutex<Option<HashMap<usize, &'static std::ffi::CStr>>> = Mutex::new(None);
        let written = self.call(|_| Ok(self.registered_kernel(func)?.c_name))?;
        let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
        let names = names.get_or_insert_with(HashMap::new);
        let name = names.entry(func).or_insert_with(|| {
            crate::symbolize::function_at(func)
                .and_then(|n| std::ffi::CString::new(n).ok())
                .map_or(written, |n| &*Box::leak(n.into_boxed_c_str()))
        });
        Ok(name)
    }

    /// `cudaGetFuncBySymbol`: the function handle of a stub is the stub itself. Any other
    /// address is no device function (measured: not the invalid handle other calls report).
    pub fn func_by_symbol(&self, func: usize) -> CudaResult<usize> {
        self.call(|_| {
            self.registered_kernel(func)
                .map_err(|_| CudaError::InvalidDeviceFunction)?;
            Ok(func)
        })
    }

    /// `cudaOccupancyMaxActiveBlocksPerMultiprocessor[WithFlags]`.
    pub fn occupancy_max_active_blocks(
        &self,
        func: usize,
        block_size: i32,
        dynamic_shared: usize,
        flags: u32,
    ) -> CudaResult<i32> {
        self.call(|ctx| {
            if flags > 1 || block_size <= 0 {
                return Err(CudaError::InvalidValue);
            }
            let k = self.resolve_kernel(ctx, func)?;
            // More dynamic shared memory than the kernel may request: no block fits (measured,
            // with the default limit and with one raised by cudaFuncSetAttribute).
            let limit = self
                .func_settings(ctx, func)
                .dynamic_shared_limit(&ctx.props, k.info());
            if dynamic_shared > limit {
                return Ok(0);
            }
            Ok(k.active_blocks(&ctx.props, block_size, dynamic_shared))
        })
    }

    /// `cudaOccupancyMaxActiveClusters`: how many clusters of the launch's shape (its
    /// attribute's, else the kernel's own) can run at once, counted as the resident blocks of
    /// the whole device over a cluster's blocks (a GPU also groups its multiprocessors, which
    /// this does not model).
    pub fn occupancy_max_active_clusters(
        &self,
        func: usize,
        grid: [u32; 3],
        block: [u32; 3],
        dynamic_shared: usize,
        cluster: Option<[u32; 3]>,
    ) -> CudaResult<i32> {
        self.call(|ctx| {
            let k = self.resolve_kernel(ctx, func)?;
            let settings = self.func_settings(ctx, func);
            let shape = crate::launch::cluster_shape(&settings, k.info(), grid, cluster)?;
            let blocks_per_cluster = shape.map_or(1, |c| c.iter().product::<u32>()).max(1);
            let threads = block.iter().product::<u32>() as i32;
            let per_sm = k.active_blocks(&ctx.props, threads, dynamic_shared);
            let resident = per_sm as u32 * ctx.props.multiprocessor_count;
            Ok((resident / blocks_per_cluster) as i32)
        })
    }

    /// `cudaOccupancyMaxPotentialClusterSize`: the most blocks a cluster of the kernel may
    /// have (8, or 16 where it allows non-portable sizes), or none where a block of the
    /// launch's size cannot be resident.
    pub fn occupancy_max_potential_cluster_size(
        &self,
        func: usize,
        block: [u32; 3],
        dynamic_shared: usize,
    ) -> CudaResult<i32> {
        self.call(|ctx| {
            let k = self.resolve_kernel(ctx, func)?;
            let settings = self.func_settings(ctx, func);
            let threads = block.iter().product::<u32>() as i32;
            match k.active_blocks(&ctx.props, threads, dynamic_shared) {
                0 => Ok(0),
                _ => Ok(crate::launch::most_cluster_blocks(&settings) as i32),
            }
        })
    }

    /// `cudaOccupancyMaxPotentialBlockSize*` and `cuOccupancyMaxPotentialBlockSize`: the block
    /// size with the most resident threads per multiprocessor, and the grid that fills the
    /// device with such blocks. Tries the largest allowed block size, then every warp multiple
    /// below it; on a tie the larger block wins, since it was seen first. `dynamic_shared` gives
    /// each candidate's dynamic shared memory; it is the program's code, so it runs with no
    /// lock held.
    pub fn occupancy_max_potential_block_size(
        &self,
        func: usize,
        dynamic_shared: &mut dyn FnMut(i32) -> usize,
        block_size_limit: i32,
        flags: u32,
    ) -> CudaResult<(i32, i32)> {
        let (largest, warp, sm_count, threads_per_sm) = self.call(|ctx| {
            let p = &ctx.props;
            let k = self.resolve_kernel(ctx, func)?;
            Ok((
                max_threads_for(p, k.info()) as i32,
                p.warp_size as i32,
                p.multiprocessor_count as i32,
                p.max_threads_per_multiprocessor as i32,
            ))
        })?;
        let limit = match block_size_limit {
            l if l > 0 => largest.min(l),
            _ => largest,
        };
        if limit <= 0 {
            return Err(CudaError::InvalidValue);
        }
        let (mut best_block, mut best_blocks, mut best_threads) = (0, 0, 0);
        // The limit itself first, then the warp multiples below it.
        let mut aligned = (limit + warp - 1) / warp * warp;
        while aligned > 0 {
            let candidate = aligned.min(limit);
            let smem = dynamic_shared(candidate);
            let blocks = self.occupancy_max_active_blocks(func, candidate, smem, flags)?;
            if blocks * candidate > best_threads {
                (best_block, best_blocks, best_threads) = (candidate, blocks, blocks * candidate);
                if best_threads >= threads_per_sm {
                    break;
                }
            }
            aligned -= warp;
        }
        Ok((best_blocks * sm_count, best_block))
    }

    /// `cudaOccupancyAvailableDynamicSMemPerBlock`: the most dynamic shared memory each block
    /// may use with `num_blocks` blocks of `block_size` threads resident per multiprocessor.
    pub fn occupancy_available_dynamic_smem(
        &self,
        func: usize,
        num_blocks: i32,
        block_size: i32,
    ) -> CudaResult<usize> {
        self.call(|ctx| {
            if num_blocks <= 0 || block_size <= 0 {
                return Err(CudaError::InvalidValue);
            }
            let k = self.resolve_kernel(ctx, func)?;
            let p = &ctx.props;
            // Blocks that cannot be resident together whatever their shared memory are an
            // invalid value; the share of each is the multiprocessor's memory divided among
            // them, at most what the kernel may request (all measured).
            if k.active_blocks(p, block_size, 0) < num_blocks {
                return Err(CudaError::InvalidValue);
            }
            let per_block = (p.shared_mem_per_multiprocessor / num_blocks as usize) / 128 * 128;
            let dynamic = per_block.saturating_sub(k.info().static_shared);
            let limit = self
                .func_settings(ctx, func)
                .dynamic_shared_limit(p, k.info());
            Ok(dynamic.min(limit))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn occupancy_matches_sm90_rules() {
        let b = crate::backend::cpu::CpuBackend::with_capacity(1 << 24).unwrap();
        let p = crate::backend::Backend::properties(&b).clone();
        let k = KernelInfo {
            params: vec![],
            static_shared: 0,
            const_bytes: 0,
            local_bytes: 0,
            num_regs: 32,
            launch_bound: None,
            cluster_dims: None,
        };
        // 2048 threads per multiprocessor.
        assert_eq!(active_blocks(&p, &k, 256, 0), 8);
        assert_eq!(active_blocks(&p, &k, 1024, 0), 2);
        // 32 blocks per multiprocessor at most.
        assert_eq!(active_blocks(&p, &k, 32, 0), 32);
        // Shared memory: (48 KiB + 1 KiB) per block in 228 KiB.
        assert_eq!(active_blocks(&p, &k, 128, 48 << 10), 4);
        assert_eq!(active_blocks(&p, &k, 128, 300 << 10), 0);
        assert_eq!(active_blocks(&p, &k, 2048, 0), 0);
        // 64 registers per thread halve the threads.
        let heavy = KernelInfo {
            num_regs: 64,
            ..k.clone()
        };
        assert_eq!(active_blocks(&p, &heavy, 256, 0), 4);
        assert_eq!(max_threads_for(&p, &heavy), 1024);
        let huge = KernelInfo {
            num_regs: 255,
            ..k.clone()
        };
        assert_eq!(max_threads_for(&p, &huge), 256);
        // 78 registers: 25 warps' worth, held in fours (measured on an H200: 768).
        let odd = KernelInfo {
            num_regs: 78,
            ..k.clone()
        };
        assert_eq!(max_threads_for(&p, &odd), 768);
        let bounded = KernelInfo {
            launch_bound: Some(128),
            cluster_dims: None,
            ..k
        };
        assert_eq!(max_threads_for(&p, &bounded), 128);
        // Launches past the bounds fail, but the occupancy calculator counts such blocks.
        assert_eq!(active_blocks(&p, &bounded, 256, 0), 8);
    }
}
