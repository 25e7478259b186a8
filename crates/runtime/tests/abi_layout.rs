//! Checks `ferrocuda_runtime::abi` against the C++ headers in `include/`.
//!
//! A small C++ program is generated that includes the headers as the host pass sees them and
//! prints the size and alignment of every mirrored structure, the offset of every field and the
//! value of every constant; each is compared with what the Rust side computes. A second test
//! checks that the headers also parse as the device pass sees them. Both need a C++ compiler
//! (`$CXX`, `g++`, `c++` or `clang++`) and are skipped with a message when there is none.

use ferrocuda_runtime::abi::*;
use std::collections::BTreeMap;
use std::mem::{align_of, offset_of, size_of};
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn find_cxx() -> Option<String> {
    let mut candidates: Vec<String> = Vec::new();
    if let Ok(cxx) = std::env::var("CXX") {
        candidates.push(cxx);
    }
    candidates.extend(["g++", "c++", "clang++"].map(String::from));
    candidates.into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false)
    })
}

/// A scratch directory private to one test of one run.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrocuda-abi-{}-{}", name, std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The execution-space keywords stay keywords in ferrocuda's headers (the host rewriter removes
/// them); a plain compiler needs them defined away.
const HOST_PASS_FLAGS: &[&str] = &[
    "-std=c++17",
    "-D__CUDACC__",
    "-D__NVCC__",
    "-D__FERROCUDA__",
    "-D__host__=",
    "-D__device__=",
    "-D__global__=",
    "-D__shared__=",
    "-D__constant__=",
    "-D__managed__=",
];

/// A C++ expression and the value the Rust mirror says it has.
struct Check {
    expr: String,
    rust: i64,
}

fn check(checks: &mut Vec<Check>, expr: impl Into<String>, rust: usize) {
    checks.push(Check {
        expr: expr.into(),
        rust: rust as i64,
    });
}

/// Size, alignment and the offset of each listed field (Rust name => C name).
macro_rules! layout {
    ($checks:ident, $cty:literal, $rty:ty { $($rf:ident => $cf:literal),* $(,)? }) => {{
        check(&mut $checks, format!("sizeof({})", $cty), size_of::<$rty>());
        check(&mut $checks, format!("alignof({})", $cty), align_of::<$rty>());
        $( check(&mut $checks, format!("offsetof({}, {})", $cty, $cf), offset_of!($rty, $rf)); )*
    }};
}

fn struct_checks() -> Vec<Check> {
    let mut c = Vec::new();
    layout!(c, "dim3", Dim3 { x => "x", y => "y", z => "z" });
    layout!(c, "cudaUUID_t", CudaUuid { bytes => "bytes" });
    layout!(c, "cudaChannelFormatDesc", ChannelFormatDesc { x => "x", y => "y", z => "z", w => "w", f => "f" });
    layout!(c, "cudaPitchedPtr", PitchedPtr { ptr => "ptr", pitch => "pitch", xsize => "xsize", ysize => "ysize" });
    layout!(c, "cudaExtent", Extent { width => "width", height => "height", depth => "depth" });
    layout!(c, "cudaPos", Pos { x => "x", y => "y", z => "z" });
    layout!(c, "cudaMemcpy3DParms", Memcpy3DParms {
        src_array => "srcArray", src_pos => "srcPos", src_ptr => "srcPtr",
        dst_array => "dstArray", dst_pos => "dstPos", dst_ptr => "dstPtr",
        extent => "extent", kind => "kind",
    });
    layout!(c, "cudaMemcpy3DPeerParms", Memcpy3DPeerParms {
        src_array => "srcArray", src_pos => "srcPos", src_ptr => "srcPtr", src_device => "srcDevice",
        dst_array => "dstArray", dst_pos => "dstPos", dst_ptr => "dstPtr", dst_device => "dstDevice",
        extent => "extent",
    });
    layout!(c, "cudaMemLocation", MemLocation { type_ => "type", id => "id" });
    layout!(c, "cudaPointerAttributes", PointerAttributes {
        type_ => "type", device => "device", device_pointer => "devicePointer",
        host_pointer => "hostPointer", reserved => "reserved",
    });
    layout!(c, "cudaFuncAttributes", FuncAttributes {
        shared_size_bytes => "sharedSizeBytes", const_size_bytes => "constSizeBytes",
        local_size_bytes => "localSizeBytes", max_threads_per_block => "maxThreadsPerBlock",
        num_regs => "numRegs", ptx_version => "ptxVersion", binary_version => "binaryVersion",
        cache_mode_ca => "cacheModeCA", max_dynamic_shared_size_bytes => "maxDynamicSharedSizeBytes",
        preferred_shmem_carveout => "preferredShmemCarveout",
        cluster_dim_must_be_set => "clusterDimMustBeSet", required_cluster_width => "requiredClusterWidth",
        required_cluster_height => "requiredClusterHeight", required_cluster_depth => "requiredClusterDepth",
        cluster_scheduling_policy_preference => "clusterSchedulingPolicyPreference",
        non_portable_cluster_size_allowed => "nonPortableClusterSizeAllowed", reserved => "reserved",
    });
    layout!(c, "cudaResourceDesc", ResourceDesc { res_type => "resType", res => "res", flags => "flags" });
    check(
        &mut c,
        "sizeof(((cudaResourceDesc *)0)->res)",
        size_of::<ResourceDescRes>(),
    );
    let res = offset_of!(ResourceDesc, res);
    for (cf, rust) in [
        ("res.array.array", offset_of!(ResourceArray, array)),
        ("res.mipmap.mipmap", offset_of!(ResourceMipmap, mipmap)),
        ("res.linear.devPtr", offset_of!(ResourceLinear, dev_ptr)),
        ("res.linear.desc", offset_of!(ResourceLinear, desc)),
        (
            "res.linear.sizeInBytes",
            offset_of!(ResourceLinear, size_in_bytes),
        ),
        ("res.pitch2D.devPtr", offset_of!(ResourcePitch2D, dev_ptr)),
        ("res.pitch2D.desc", offset_of!(ResourcePitch2D, desc)),
        ("res.pitch2D.width", offset_of!(ResourcePitch2D, width)),
        ("res.pitch2D.height", offset_of!(ResourcePitch2D, height)),
        (
            "res.pitch2D.pitchInBytes",
            offset_of!(ResourcePitch2D, pitch_in_bytes),
        ),
        ("res.reserved.reserved", 0),
    ] {
        check(
            &mut c,
            format!("offsetof(cudaResourceDesc, {cf})"),
            res + rust,
        );
    }
    layout!(c, "cudaResourceViewDesc", ResourceViewDesc {
        format => "format", width => "width", height => "height", depth => "depth",
        first_mipmap_level => "firstMipmapLevel", last_mipmap_level => "lastMipmapLevel",
        first_layer => "firstLayer", last_layer => "lastLayer", reserved => "reserved",
    });
    layout!(c, "cudaTextureDesc", TextureDesc {
        address_mode => "addressMode", filter_mode => "filterMode", read_mode => "readMode", srgb => "sRGB",
        border_color => "borderColor", normalized_coords => "normalizedCoords",
        max_anisotropy => "maxAnisotropy", mipmap_filter_mode => "mipmapFilterMode",
        mipmap_level_bias => "mipmapLevelBias", min_mipmap_level_clamp => "minMipmapLevelClamp",
        max_mipmap_level_clamp => "maxMipmapLevelClamp",
        disable_trilinear_optimization => "disableTrilinearOptimization", seamless_cubemap => "seamlessCubemap",
    });
    layout!(c, "textureReference", TextureReference {
        normalized => "normalized", filter_mode => "filterMode", address_mode => "addressMode",
        channel_desc => "channelDesc", srgb => "sRGB", max_anisotropy => "maxAnisotropy",
        mipmap_filter_mode => "mipmapFilterMode", mipmap_level_bias => "mipmapLevelBias",
        min_mipmap_level_clamp => "minMipmapLevelClamp", max_mipmap_level_clamp => "maxMipmapLevelClamp",
        disable_trilinear_optimization => "disableTrilinearOptimization", cuda_reserved => "__cudaReserved",
    });
    layout!(c, "surfaceReference", SurfaceReference { channel_desc => "channelDesc" });
    layout!(c, "cudaIpcEventHandle_t", IpcEventHandle { reserved => "reserved" });
    layout!(c, "cudaIpcMemHandle_t", IpcMemHandle { reserved => "reserved" });
    layout!(c, "cudaDeviceProp", CudaDeviceProp {
        name => "name", uuid => "uuid", luid => "luid", luid_device_node_mask => "luidDeviceNodeMask",
        total_global_mem => "totalGlobalMem", shared_mem_per_block => "sharedMemPerBlock",
        regs_per_block => "regsPerBlock", warp_size => "warpSize", mem_pitch => "memPitch",
        max_threads_per_block => "maxThreadsPerBlock", max_threads_dim => "maxThreadsDim",
        max_grid_size => "maxGridSize", clock_rate => "clockRate", total_const_mem => "totalConstMem",
        major => "major", minor => "minor", texture_alignment => "textureAlignment",
        texture_pitch_alignment => "texturePitchAlignment", device_overlap => "deviceOverlap",
        multi_processor_count => "multiProcessorCount", kernel_exec_timeout_enabled => "kernelExecTimeoutEnabled",
        integrated => "integrated", can_map_host_memory => "canMapHostMemory", compute_mode => "computeMode",
        max_texture_1d => "maxTexture1D", max_texture_1d_mipmap => "maxTexture1DMipmap",
        max_texture_1d_linear => "maxTexture1DLinear", max_texture_2d => "maxTexture2D",
        max_texture_2d_mipmap => "maxTexture2DMipmap", max_texture_2d_linear => "maxTexture2DLinear",
        max_texture_2d_gather => "maxTexture2DGather", max_texture_3d => "maxTexture3D",
        max_texture_3d_alt => "maxTexture3DAlt", max_texture_cubemap => "maxTextureCubemap",
        max_texture_1d_layered => "maxTexture1DLayered", max_texture_2d_layered => "maxTexture2DLayered",
        max_texture_cubemap_layered => "maxTextureCubemapLayered", max_surface_1d => "maxSurface1D",
        max_surface_2d => "maxSurface2D", max_surface_3d => "maxSurface3D",
        max_surface_1d_layered => "maxSurface1DLayered", max_surface_2d_layered => "maxSurface2DLayered",
        max_surface_cubemap => "maxSurfaceCubemap", max_surface_cubemap_layered => "maxSurfaceCubemapLayered",
        surface_alignment => "surfaceAlignment", concurrent_kernels => "concurrentKernels",
        ecc_enabled => "ECCEnabled", pci_bus_id => "pciBusID", pci_device_id => "pciDeviceID",
        pci_domain_id => "pciDomainID", tcc_driver => "tccDriver", async_engine_count => "asyncEngineCount",
        unified_addressing => "unifiedAddressing", memory_clock_rate => "memoryClockRate",
        memory_bus_width => "memoryBusWidth", l2_cache_size => "l2CacheSize",
        persisting_l2_cache_max_size => "persistingL2CacheMaxSize",
        max_threads_per_multi_processor => "maxThreadsPerMultiProcessor",
        stream_priorities_supported => "streamPrioritiesSupported",
        global_l1_cache_supported => "globalL1CacheSupported", local_l1_cache_supported => "localL1CacheSupported",
        shared_mem_per_multiprocessor => "sharedMemPerMultiprocessor",
        regs_per_multiprocessor => "regsPerMultiprocessor", managed_memory => "managedMemory",
        is_multi_gpu_board => "isMultiGpuBoard", multi_gpu_board_group_id => "multiGpuBoardGroupID",
        host_native_atomic_supported => "hostNativeAtomicSupported",
        single_to_double_precision_perf_ratio => "singleToDoublePrecisionPerfRatio",
        pageable_memory_access => "pageableMemoryAccess", concurrent_managed_access => "concurrentManagedAccess",
        compute_preemption_supported => "computePreemptionSupported",
        can_use_host_pointer_for_registered_mem => "canUseHostPointerForRegisteredMem",
        cooperative_launch => "cooperativeLaunch", cooperative_multi_device_launch => "cooperativeMultiDeviceLaunch",
        shared_mem_per_block_optin => "sharedMemPerBlockOptin",
        pageable_memory_access_uses_host_page_tables => "pageableMemoryAccessUsesHostPageTables",
        direct_managed_mem_access_from_host => "directManagedMemAccessFromHost",
        max_blocks_per_multi_processor => "maxBlocksPerMultiProcessor",
        access_policy_max_window_size => "accessPolicyMaxWindowSize",
        reserved_shared_mem_per_block => "reservedSharedMemPerBlock",
        host_register_supported => "hostRegisterSupported", sparse_cuda_array_supported => "sparseCudaArraySupported",
        host_register_read_only_supported => "hostRegisterReadOnlySupported",
        timeline_semaphore_interop_supported => "timelineSemaphoreInteropSupported",
        memory_pools_supported => "memoryPoolsSupported", gpu_direct_rdma_supported => "gpuDirectRDMASupported",
        gpu_direct_rdma_flush_writes_options => "gpuDirectRDMAFlushWritesOptions",
        gpu_direct_rdma_writes_ordering => "gpuDirectRDMAWritesOrdering",
        memory_pool_supported_handle_types => "memoryPoolSupportedHandleTypes",
        deferred_mapping_cuda_array_supported => "deferredMappingCudaArraySupported",
        ipc_event_supported => "ipcEventSupported", cluster_launch => "clusterLaunch",
        unified_function_pointers => "unifiedFunctionPointers", device_numa_config => "deviceNumaConfig",
        device_numa_id => "deviceNumaId", mps_enabled => "mpsEnabled", host_numa_id => "hostNumaId",
        gpu_pci_device_id => "gpuPciDeviceID", gpu_pci_subsystem_id => "gpuPciSubsystemID",
        host_numa_multinode_ipc_supported => "hostNumaMultinodeIpcSupported", reserved => "reserved",
    });
    c
}

/// Handles and enums are pointer- and int-sized respectively, as the mirror assumes.
fn scalar_checks() -> Vec<Check> {
    let mut c = Vec::new();
    for ty in [
        "cudaStream_t",
        "cudaEvent_t",
        "cudaArray_t",
        "cudaMipmappedArray_t",
        "cudaGraph_t",
        "cudaGraphExec_t",
    ] {
        check(
            &mut c,
            format!("sizeof({ty})"),
            size_of::<*mut std::ffi::c_void>(),
        );
    }
    check(
        &mut c,
        "sizeof(cudaTextureObject_t)",
        size_of::<TextureObject>(),
    );
    check(
        &mut c,
        "sizeof(cudaSurfaceObject_t)",
        size_of::<SurfaceObject>(),
    );
    for ty in [
        "cudaError_t",
        "enum cudaMemcpyKind",
        "enum cudaDeviceAttr",
        "enum cudaLimit",
        "enum cudaMemAllocationType",
    ] {
        check(&mut c, format!("sizeof({ty})"), size_of::<i32>());
    }
    c
}

/// Sizes and alignments of the vector types, as CUDA 12/13 define them on 64-bit Linux.
fn vector_checks() -> Vec<Check> {
    let expected: &[(&str, usize, usize)] = &[
        ("char1", 1, 1),
        ("char2", 2, 2),
        ("char3", 3, 1),
        ("char4", 4, 4),
        ("uchar1", 1, 1),
        ("uchar2", 2, 2),
        ("uchar3", 3, 1),
        ("uchar4", 4, 4),
        ("short1", 2, 2),
        ("short2", 4, 4),
        ("short3", 6, 2),
        ("short4", 8, 8),
        ("ushort1", 2, 2),
        ("ushort2", 4, 4),
        ("ushort3", 6, 2),
        ("ushort4", 8, 8),
        ("int1", 4, 4),
        ("int2", 8, 8),
        ("int3", 12, 4),
        ("int4", 16, 16),
        ("uint1", 4, 4),
        ("uint2", 8, 8),
        ("uint3", 12, 4),
        ("uint4", 16, 16),
        ("long1", 8, 8),
        ("long2", 16, 16),
        ("long3", 24, 8),
        ("long4", 32, 16),
        ("ulong1", 8, 8),
        ("ulong2", 16, 16),
        ("ulong3", 24, 8),
        ("ulong4", 32, 16),
        ("longlong1", 8, 8),
        ("longlong2", 16, 16),
        ("longlong3", 24, 8),
        ("longlong4", 32, 16),
        ("ulonglong1", 8, 8),
        ("ulonglong2", 16, 16),
        ("ulonglong3", 24, 8),
        ("ulonglong4", 32, 16),
        ("float1", 4, 4),
        ("float2", 8, 8),
        ("float3", 12, 4),
        ("float4", 16, 16),
        ("double1", 8, 8),
        ("double2", 16, 16),
        ("double3", 24, 8),
        ("double4", 32, 16),
        ("double4_16a", 32, 16),
        ("double4_32a", 32, 32),
        ("longlong4_32a", 32, 32),
        ("dim3", 12, 4),
    ];
    let mut c = Vec::new();
    for &(ty, size, align) in expected {
        check(&mut c, format!("sizeof({ty})"), size);
        check(&mut c, format!("alignof({ty})"), align);
    }
    c
}

fn constant_checks() -> Vec<Check> {
    let mut c = Vec::new();
    let mut value = |name: &str, v: i64| {
        c.push(Check {
            expr: format!("(long long)({name})"),
            rust: v,
        })
    };
    for &(e, name, _) in CudaError::ALL {
        value(name, e.0.into());
    }
    macro_rules! enums {
        ($($t:ty),*) => { $( for &(v, name) in <$t>::ALL { value(name, v.0.into()); } )* };
    }
    enums!(
        MemcpyKind,
        MemoryType,
        ChannelFormatKind,
        DeviceAttr,
        DeviceP2PAttr,
        Limit,
        FuncCache,
        FuncAttribute,
        SharedMemConfig,
        SharedCarveout,
        ComputeMode,
        MemoryAdvise,
        MemRangeAttribute,
        MemLocationType,
        ResourceType,
        ResourceViewFormat,
        StreamCaptureStatus,
        StreamCaptureMode,
        TextureAddressMode,
        TextureFilterMode,
        TextureReadMode,
        SurfaceBoundaryMode,
        SurfaceFormatMode
    );
    for &(name, v) in flags::ALL {
        value(name, v);
    }
    value("CUDART_VERSION", CUDART_VERSION.into());
    value("CUDA_VERSION", CUDA_VERSION.into());
    value("__CUDACC_VER_MAJOR__", CUDACC_VER_MAJOR.into());
    value("__CUDACC_VER_MINOR__", CUDACC_VER_MINOR.into());
    c
}

/// Compiles and runs `program`, returning its standard output.
fn compile_and_run(cxx: &str, dir: &Path, program: &str) -> String {
    let src = dir.join("layout.cpp");
    let exe = dir.join("layout");
    std::fs::write(&src, program).unwrap();
    let include = repo_root().join("include");
    let out = Command::new(cxx)
        .args(HOST_PASS_FLAGS)
        .arg(format!("-I{}", include.display()))
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("running the C++ compiler");
    assert!(
        out.status.success(),
        "C++ compilation failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe)
        .output()
        .expect("running the layout program");
    assert!(run.status.success(), "layout program failed");
    String::from_utf8(run.stdout).unwrap()
}

#[test]
fn rust_mirror_matches_headers() {
    let Some(cxx) = find_cxx() else {
        println!("abi_layout: no C++ compiler found ($CXX, g++, c++, clang++); skipping");
        return;
    };
    let mut checks = struct_checks();
    checks.extend(scalar_checks());
    checks.extend(vector_checks());
    checks.extend(constant_checks());

    let mut program = String::from(
        "#include <cuda_runtime.h>\n#include <cuda.h>\n#include <stddef.h>\n#include <stdio.h>\n\nint main()\n{\n",
    );
    for (i, c) in checks.iter().enumerate() {
        program.push_str(&format!(
            "    printf(\"{i} %lld\\n\", (long long)({}));\n",
            c.expr
        ));
    }
    program.push_str("    return 0;\n}\n");

    let dir = scratch("layout");
    let stdout = compile_and_run(&cxx, &dir, &program);
    let _ = std::fs::remove_dir_all(&dir);

    let printed: BTreeMap<usize, i64> = stdout
        .lines()
        .map(|l| {
            let (i, v) = l.split_once(' ').unwrap();
            (i.parse().unwrap(), v.parse().unwrap())
        })
        .collect();
    assert_eq!(
        printed.len(),
        checks.len(),
        "the layout program printed a different number of lines"
    );
    let mismatches: Vec<String> = checks
        .iter()
        .enumerate()
        .filter(|(i, c)| printed[i] != c.rust)
        .map(|(i, c)| format!("{}: C++ {} vs Rust {}", c.expr, printed[&i], c.rust))
        .collect();
    assert!(
        mismatches.is_empty(),
        "ABI mismatches:\n{}",
        mismatches.join("\n")
    );
}

/// Every header of `include/` and of the device-side standard library, in one translation unit.
fn all_headers_source() -> String {
    let root = repo_root().join("include");
    let mut src = String::new();
    let mut names: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".h"))
        .collect();
    let std_dir = root.join("ferrocuda/device-std");
    names.extend(
        std::fs::read_dir(&std_dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.path().is_file())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n != "README"),
    );
    names.push("sys/time.h".into());
    names.sort();
    for n in names {
        src.push_str(&format!("#include <{n}>\n"));
    }
    src
}

/// Flags of the device pass. `-nostdinc` makes sure nothing resolves outside `include/`.
fn device_pass_command(cxx: &str) -> Command {
    let root = repo_root().join("include");
    let mut cmd = Command::new(cxx);
    cmd.args([
        "-std=c++17",
        "-nostdinc",
        "-nostdinc++",
        "-D__CUDA_ARCH__=900",
        "-D__CUDACC__",
        "-D__NVCC__",
    ])
    .arg("-D__FERROCUDA__")
    .arg(format!("-I{}", root.display()))
    .arg(format!("-I{}", root.join("ferrocuda/device-std").display()));
    cmd
}

#[test]
fn device_headers_preprocess_and_parse() {
    let Some(cxx) = find_cxx() else {
        println!("abi_layout: no C++ compiler found ($CXX, g++, c++, clang++); skipping");
        return;
    };
    let dir = scratch("device");
    let src = dir.join("device.cpp");
    std::fs::write(&src, all_headers_source()).unwrap();

    let out = device_pass_command(&cxx)
        .arg("-E")
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "device-pass preprocessing failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // Beyond preprocessing, the declarations must be valid C++: a plain compiler can check that
    // once the CUDA keywords and the compiler-provided variables (warpSize, threadIdx...) are
    // stood in for.
    let prelude = dir.join("prelude.h");
    std::fs::write(
        &prelude,
        "static const int warpSize = 32;\n\
         #if !__has_builtin(__is_function)\n#define __is_function(T) false\n#endif\n\
         struct __fc_builtin_index { unsigned int x, y, z; operator struct dim3() const; };\n\
         extern const __fc_builtin_index threadIdx, blockIdx, blockDim, gridDim;\n",
    )
    .unwrap();
    let out = device_pass_command(&cxx)
        .args([
            "-fsyntax-only",
            "-fno-builtin",
            "-D__host__=",
            "-D__device__=",
            "-D__global__=",
        ])
        .args([
            "-D__shared__=",
            "-D__constant__=",
            "-D__managed__=",
            "-D__forceinline__=inline",
            "-D__noinline__=",
        ])
        .arg("-include")
        .arg(&prelude)
        .arg(&src)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "device-pass headers do not parse:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
