//! A device's description, read once from the driver's attributes.
//!
//! The fields are the ones the runtime's `DeviceProperties` has, with the same names and types,
//! so an adapter copies them field by field.

/// `CUdevice_attribute` numbers (the runtime's `cudaDeviceAttr` uses the same ones).
pub mod attr {
    pub const MAX_THREADS_PER_BLOCK: i32 = 1;
    pub const MAX_BLOCK_DIM_X: i32 = 2;
    pub const MAX_GRID_DIM_X: i32 = 5;
    pub const MAX_SHARED_MEMORY_PER_BLOCK: i32 = 8;
    pub const TOTAL_CONSTANT_MEMORY: i32 = 9;
    pub const WARP_SIZE: i32 = 10;
    pub const MAX_PITCH: i32 = 11;
    pub const MAX_REGISTERS_PER_BLOCK: i32 = 12;
    pub const CLOCK_RATE: i32 = 13;
    pub const TEXTURE_ALIGNMENT: i32 = 14;
    pub const MULTIPROCESSOR_COUNT: i32 = 16;
    pub const INTEGRATED: i32 = 18;
    pub const CAN_MAP_HOST_MEMORY: i32 = 19;
    pub const CONCURRENT_KERNELS: i32 = 31;
    pub const ECC_ENABLED: i32 = 32;
    pub const PCI_BUS_ID: i32 = 33;
    pub const PCI_DEVICE_ID: i32 = 34;
    pub const MEMORY_CLOCK_RATE: i32 = 36;
    pub const GLOBAL_MEMORY_BUS_WIDTH: i32 = 37;
    pub const L2_CACHE_SIZE: i32 = 38;
    pub const MAX_PERSISTING_L2_CACHE_SIZE: i32 = 108;
    pub const MAX_ACCESS_POLICY_WINDOW_SIZE: i32 = 109;
    pub const MAX_THREADS_PER_MULTIPROCESSOR: i32 = 39;
    pub const ASYNC_ENGINE_COUNT: i32 = 40;
    pub const UNIFIED_ADDRESSING: i32 = 41;
    pub const PCI_DOMAIN_ID: i32 = 50;
    pub const TEXTURE_PITCH_ALIGNMENT: i32 = 51;
    pub const COMPUTE_CAPABILITY_MAJOR: i32 = 75;
    pub const COMPUTE_CAPABILITY_MINOR: i32 = 76;
    pub const MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: i32 = 81;
    pub const MAX_REGISTERS_PER_MULTIPROCESSOR: i32 = 82;
    pub const MANAGED_MEMORY: i32 = 83;
    pub const HOST_NATIVE_ATOMIC_SUPPORTED: i32 = 86;
    pub const PAGEABLE_MEMORY_ACCESS: i32 = 88;
    pub const CONCURRENT_MANAGED_ACCESS: i32 = 89;
    pub const MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: i32 = 97;
    pub const MAX_BLOCKS_PER_MULTIPROCESSOR: i32 = 106;
    pub const RESERVED_SHARED_MEMORY_PER_BLOCK: i32 = 111;
    pub const GENERIC_COMPRESSION_SUPPORTED: i32 = 107;
    pub const MEMPOOL_SUPPORTED_HANDLE_TYPES: i32 = 119;
    /// The last attribute CUDA 13 defines.
    pub const LAST: i32 = 147;
}

/// Static description of a GPU.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuProperties {
    pub name: String,
    pub uuid: [u8; 16],
    pub total_global_mem: usize,
    pub shared_mem_per_block: usize,
    pub shared_mem_per_block_optin: usize,
    pub shared_mem_per_multiprocessor: usize,
    pub reserved_shared_mem_per_block: usize,
    pub regs_per_block: u32,
    pub regs_per_multiprocessor: u32,
    pub warp_size: u32,
    pub mem_pitch: usize,
    pub max_threads_per_block: u32,
    pub max_threads_dim: [u32; 3],
    pub max_grid_size: [u32; 3],
    pub clock_rate_khz: u32,
    pub memory_clock_rate_khz: u32,
    pub memory_bus_width: u32,
    pub total_const_mem: usize,
    pub major: u32,
    pub minor: u32,
    pub texture_alignment: usize,
    pub texture_pitch_alignment: usize,
    pub multiprocessor_count: u32,
    pub integrated: bool,
    pub l2_cache_size: usize,
    pub persisting_l2_cache_max_size: usize,
    pub access_policy_max_window_size: usize,
    pub max_threads_per_multiprocessor: u32,
    pub max_blocks_per_multiprocessor: u32,
    pub async_engine_count: u32,
    pub concurrent_kernels: bool,
    pub unified_addressing: bool,
    pub managed_memory: bool,
    pub can_map_host_memory: bool,
    pub concurrent_managed_access: bool,
    pub pageable_memory_access: bool,
    pub host_native_atomics: bool,
    pub generic_compression: bool,
    pub shareable_handle_types: u32,
    /// Every attribute the driver answers (`CUdevice_attribute` → value), for the runtime to
    /// report as the driver does.
    pub attributes: std::collections::BTreeMap<i32, i32>,
    pub ecc_enabled: bool,
    pub pci_bus_id: u32,
    pub pci_device_id: u32,
    pub pci_domain_id: u32,
}

impl GpuProperties {
    /// Builds the description from `attribute`, which answers an attribute number with its
    /// value or `None` when the driver does not know it (a missing attribute reads as 0: newer
    /// drivers drop some, such as the clock rates, and a device is still usable without them).
    pub fn from_attributes(
        name: String,
        uuid: [u8; 16],
        total_global_mem: usize,
        attribute: impl Fn(i32) -> Option<i32>,
    ) -> GpuProperties {
        let u = |a: i32| attribute(a).unwrap_or(0).max(0) as u32;
        let z = |a: i32| u(a) as usize;
        let b = |a: i32| u(a) != 0;
        let dims = |first: i32| [u(first), u(first + 1), u(first + 2)];
        GpuProperties {
            name,
            uuid,
            total_global_mem,
            shared_mem_per_block: z(attr::MAX_SHARED_MEMORY_PER_BLOCK),
            shared_mem_per_block_optin: z(attr::MAX_SHARED_MEMORY_PER_BLOCK_OPTIN),
            shared_mem_per_multiprocessor: z(attr::MAX_SHARED_MEMORY_PER_MULTIPROCESSOR),
            reserved_shared_mem_per_block: z(attr::RESERVED_SHARED_MEMORY_PER_BLOCK),
            regs_per_block: u(attr::MAX_REGISTERS_PER_BLOCK),
            regs_per_multiprocessor: u(attr::MAX_REGISTERS_PER_MULTIPROCESSOR),
            warp_size: u(attr::WARP_SIZE),
            mem_pitch: z(attr::MAX_PITCH),
            max_threads_per_block: u(attr::MAX_THREADS_PER_BLOCK),
            max_threads_dim: dims(attr::MAX_BLOCK_DIM_X),
            max_grid_size: dims(attr::MAX_GRID_DIM_X),
            clock_rate_khz: u(attr::CLOCK_RATE),
            memory_clock_rate_khz: u(attr::MEMORY_CLOCK_RATE),
            memory_bus_width: u(attr::GLOBAL_MEMORY_BUS_WIDTH),
            total_const_mem: z(attr::TOTAL_CONSTANT_MEMORY),
            major: u(attr::COMPUTE_CAPABILITY_MAJOR),
            minor: u(attr::COMPUTE_CAPABILITY_MINOR),
            texture_alignment: z(attr::TEXTURE_ALIGNMENT),
            texture_pitch_alignment: z(attr::TEXTURE_PITCH_ALIGNMENT),
            multiprocessor_count: u(attr::MULTIPROCESSOR_COUNT),
            integrated: b(attr::INTEGRATED),
            l2_cache_size: z(attr::L2_CACHE_SIZE),
            persisting_l2_cache_max_size: z(attr::MAX_PERSISTING_L2_CACHE_SIZE),
            access_policy_max_window_size: z(attr::MAX_ACCESS_POLICY_WINDOW_SIZE),
            max_threads_per_multiprocessor: u(attr::MAX_THREADS_PER_MULTIPROCESSOR),
            max_blocks_per_multiprocessor: u(attr::MAX_BLOCKS_PER_MULTIPROCESSOR),
            async_engine_count: u(attr::ASYNC_ENGINE_COUNT),
            concurrent_kernels: b(attr::CONCURRENT_KERNELS),
            unified_addressing: b(attr::UNIFIED_ADDRESSING),
            managed_memory: b(attr::MANAGED_MEMORY),
            can_map_host_memory: b(attr::CAN_MAP_HOST_MEMORY),
            concurrent_managed_access: b(attr::CONCURRENT_MANAGED_ACCESS),
            pageable_memory_access: b(attr::PAGEABLE_MEMORY_ACCESS),
            host_native_atomics: b(attr::HOST_NATIVE_ATOMIC_SUPPORTED),
            generic_compression: b(attr::GENERIC_COMPRESSION_SUPPORTED),
            shareable_handle_types: u(attr::MEMPOOL_SUPPORTED_HANDLE_TYPES),
            attributes: (1..=attr::LAST)
                .filter_map(|a| Some((a, attribute(a)?)))
                .collect(),
            ecc_enabled: b(attr::ECC_ENABLED),
            pci_bus_id: u(attr::PCI_BUS_ID),
            pci_device_id: u(attr::PCI_DEVICE_ID),
            pci_domain_id: u(attr::PCI_DOMAIN_ID),
        }
    }

    /// The compute capability as one number: 90 for sm_90.
    pub fn arch(&self) -> u32 {
        self.major * 10 + self.minor
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_fill_the_description() {
        let p = GpuProperties::from_attributes("G".into(), [0; 16], 1 << 30, |a| match a {
            attr::COMPUTE_CAPABILITY_MAJOR => Some(9),
            attr::COMPUTE_CAPABILITY_MINOR => Some(0),
            attr::MAX_BLOCK_DIM_X => Some(1024),
            4 => Some(64),
            attr::UNIFIED_ADDRESSING => Some(1),
            attr::CLOCK_RATE => None,
            _ => Some(-5),
        });
        assert_eq!(p.arch(), 90);
        assert_eq!(p.max_threads_dim, [1024, 0, 64]);
        assert!(p.unified_addressing);
        assert_eq!(p.clock_rate_khz, 0);
        assert_eq!(p.warp_size, 0, "negative values read as 0");
    }
}
