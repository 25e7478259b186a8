/* The occupancy calculator as a header: what the runtime's cudaOccupancy* functions compute,
 * from device properties, a kernel's attributes and the device's state that the caller gives
 * (no device or kernel is asked). The rules are those of an sm_90 multiprocessor, which
 * ferrocuda's runtime applies to every device: at most maxThreadsPerMultiprocessor threads in
 * whole warps, maxBlocksPerMultiProcessor blocks (32), registers allocated per warp in units of
 * 256 (a block's warps in fours), and shared memory per block in units of 128 bytes with the
 * reserved bytes added. Host code's only: the device pass sees no declaration. */
#ifndef __CUDA_OCCUPANCY_H__
#define __CUDA_OCCUPANCY_H__

#include <stddef.h>

#if !defined(__CUDA_ARCH__) && defined(__cplusplus)

#define __OCC_INLINE inline static

typedef enum cudaOccError_enum {
    CUDA_OCC_SUCCESS = 0,
    CUDA_OCC_ERROR_INVALID_INPUT = 1,
    CUDA_OCC_ERROR_UNKNOWN_DEVICE = 2
} cudaOccError;

typedef enum cudaOccLimitingFactor_enum {
    OCC_LIMIT_WARPS = 0x01,
    OCC_LIMIT_REGISTERS = 0x02,
    OCC_LIMIT_SHARED_MEMORY = 0x04,
    OCC_LIMIT_BLOCKS = 0x08,
    OCC_LIMIT_BARRIERS = 0x10
} cudaOccLimitingFactor;

typedef enum cudaOccCacheConfig_enum {
    CACHE_PREFER_NONE = 0x00,
    CACHE_PREFER_SHARED = 0x01,
    CACHE_PREFER_L1 = 0x02,
    CACHE_PREFER_EQUAL = 0x03
} cudaOccCacheConfig;

typedef enum cudaOccCarveoutConfig_enum {
    SHAREDMEM_CARVEOUT_DEFAULT = -1,
    SHAREDMEM_CARVEOUT_MAX_SHARED = 100,
    SHAREDMEM_CARVEOUT_MAX_L1 = 0,
    SHAREDMEM_CARVEOUT_HALF = 50
} cudaOccCarveoutConfig;

typedef enum cudaOccPartitionedGCConfig_enum {
    PARTITIONED_GC_OFF,
    PARTITIONED_GC_ON,
    PARTITIONED_GC_ON_STRICT
} cudaOccPartitionedGCConfig;

typedef enum cudaOccFuncShmemConfig_enum {
    FUNC_SHMEM_LIMIT_DEFAULT = 0x00,
    FUNC_SHMEM_LIMIT_OPTIN = 0x01
} cudaOccFuncShmemConfig;

/* The device's properties the calculator reads; made from a cudaDeviceProp (or any type with
 * its member names). */
struct cudaOccDeviceProp {
    int computeMajor;
    int computeMinor;
    int maxThreadsPerBlock;
    int maxThreadsPerMultiprocessor;
    int regsPerBlock;
    int regsPerMultiprocessor;
    int warpSize;
    size_t sharedMemPerBlock;
    size_t sharedMemPerMultiprocessor;
    int numSms;
    size_t sharedMemPerBlockOptin;
    size_t reservedSharedMemPerBlock;

    cudaOccDeviceProp()
        : computeMajor(0), computeMinor(0), maxThreadsPerBlock(0),
          maxThreadsPerMultiprocessor(0), regsPerBlock(0), regsPerMultiprocessor(0),
          warpSize(0), sharedMemPerBlock(0), sharedMemPerMultiprocessor(0), numSms(0),
          sharedMemPerBlockOptin(0), reservedSharedMemPerBlock(0) {}

    template <typename DeviceProp>
    cudaOccDeviceProp(const DeviceProp &props)
        : computeMajor(props.major), computeMinor(props.minor),
          maxThreadsPerBlock(props.maxThreadsPerBlock),
          maxThreadsPerMultiprocessor(props.maxThreadsPerMultiProcessor),
          regsPerBlock(props.regsPerBlock), regsPerMultiprocessor(props.regsPerMultiprocessor),
          warpSize(props.warpSize), sharedMemPerBlock(props.sharedMemPerBlock),
          sharedMemPerMultiprocessor(props.sharedMemPerMultiprocessor),
          numSms(props.multiProcessorCount),
          sharedMemPerBlockOptin(props.sharedMemPerBlockOptin),
          reservedSharedMemPerBlock(props.reservedSharedMemPerBlock) {}
};

/* A kernel's attributes; made from a cudaFuncAttributes. */
struct cudaOccFuncAttributes {
    int maxThreadsPerBlock;
    int numRegs;
    size_t sharedSizeBytes;
    cudaOccPartitionedGCConfig partitionedGCConfig;
    cudaOccFuncShmemConfig shmemLimitConfig;
    size_t maxDynamicSharedSizeBytes;
    int numBlockBarriers;

    cudaOccFuncAttributes()
        : maxThreadsPerBlock(0), numRegs(0), sharedSizeBytes(0),
          partitionedGCConfig(PARTITIONED_GC_OFF), shmemLimitConfig(FUNC_SHMEM_LIMIT_DEFAULT),
          maxDynamicSharedSizeBytes(0), numBlockBarriers(0) {}

    template <typename FuncAttributes>
    cudaOccFuncAttributes(const FuncAttributes &attr)
        : maxThreadsPerBlock(attr.maxThreadsPerBlock), numRegs(attr.numRegs),
          sharedSizeBytes(attr.sharedSizeBytes), partitionedGCConfig(PARTITIONED_GC_OFF),
          shmemLimitConfig(FUNC_SHMEM_LIMIT_OPTIN),
          maxDynamicSharedSizeBytes(attr.maxDynamicSharedSizeBytes), numBlockBarriers(1) {}
};

/* The device's configuration: its cache preference and shared memory carveout. */
struct cudaOccDeviceState {
    cudaOccCacheConfig cacheConfig;
    int carveoutConfig;

    cudaOccDeviceState() : cacheConfig(CACHE_PREFER_NONE), carveoutConfig(SHAREDMEM_CARVEOUT_DEFAULT) {}
};

/* How many blocks fit, and what limits them. */
struct cudaOccResult {
    int activeBlocksPerMultiprocessor;
    unsigned int limitingFactors;
    int blockLimitRegs;
    int blockLimitSharedMem;
    int blockLimitWarps;
    int blockLimitBlocks;
    int blockLimitBarriers;
    int allocatedRegistersPerBlock;
    size_t allocatedSharedMemPerBlock;
    cudaOccPartitionedGCConfig partitionedGCConfig;
};

#define __OCC_MAX_BLOCKS_PER_MULTIPROCESSOR 32
#define __OCC_REGISTER_UNIT 256
#define __OCC_SHARED_UNIT 128

__OCC_INLINE int __occRoundUp(int x, int unit) { return (x + unit - 1) / unit * unit; }
__OCC_INLINE size_t __occRoundUpSize(size_t x, size_t unit) { return (x + unit - 1) / unit * unit; }
__OCC_INLINE int __occMin(int a, int b) { return a < b ? a : b; }

__OCC_INLINE int __occRegistersPerWarp(const cudaOccDeviceProp *p, const cudaOccFuncAttributes *a)
{
    int regs = a->numRegs > 0 ? a->numRegs : 1;
    return __occRoundUp(regs * p->warpSize, __OCC_REGISTER_UNIT);
}

/* The shared memory of a multiprocessor that blocks may use: all of it, or the share the
 * carveout asks for (a percentage of the most), rounded up to a whole KiB. */
__OCC_INLINE size_t __occSharedMemPerMultiprocessor(const cudaOccDeviceProp *p,
                                                   const cudaOccDeviceState *s)
{
    if (s->carveoutConfig < 0 || s->carveoutConfig > 100) {
        return p->sharedMemPerMultiprocessor;
    }
    size_t wanted = p->sharedMemPerMultiprocessor * (size_t)s->carveoutConfig / 100;
    return __occRoundUpSize(wanted, 1024);
}

__OCC_INLINE cudaOccError __occCheck(const cudaOccDeviceProp *p, const cudaOccFuncAttributes *a)
{
    if (p == NULL || a == NULL || p->warpSize <= 0 || p->maxThreadsPerMultiprocessor <= 0 ||
        p->regsPerMultiprocessor <= 0 || p->numSms <= 0) {
        return CUDA_OCC_ERROR_INVALID_INPUT;
    }
    if (p->computeMajor < 3) {
        return CUDA_OCC_ERROR_UNKNOWN_DEVICE;
    }
    return CUDA_OCC_SUCCESS;
}

/* The resident blocks per multiprocessor for blocks of blockSize threads using
 * dynamicSmemSize bytes of dynamic shared memory each. */
__OCC_INLINE cudaOccError cudaOccMaxActiveBlocksPerMultiprocessor(
    cudaOccResult *result, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state, int blockSize,
    size_t dynamicSmemSize)
{
    cudaOccError status = __occCheck(properties, attributes);
    if (status != CUDA_OCC_SUCCESS || result == NULL || state == NULL) {
        return status != CUDA_OCC_SUCCESS ? status : CUDA_OCC_ERROR_INVALID_INPUT;
    }
    if (blockSize <= 0 || blockSize > properties->maxThreadsPerBlock) {
        return CUDA_OCC_ERROR_INVALID_INPUT;
    }
    const int warps = (blockSize + properties->warpSize - 1) / properties->warpSize;
    const int regsPerWarp = __occRegistersPerWarp(properties, attributes);
    const size_t shared = attributes->sharedSizeBytes + dynamicSmemSize;
    const size_t perBlock =
        __occRoundUpSize(shared + properties->reservedSharedMemPerBlock, __OCC_SHARED_UNIT);
    const size_t available = __occSharedMemPerMultiprocessor(properties, state);

    result->blockLimitWarps = properties->maxThreadsPerMultiprocessor / properties->warpSize / warps;
    result->blockLimitBlocks = __OCC_MAX_BLOCKS_PER_MULTIPROCESSOR;
    result->blockLimitRegs = properties->regsPerMultiprocessor / regsPerWarp / warps;
    result->blockLimitSharedMem =
        shared > properties->sharedMemPerBlockOptin ? 0 : (int)(available / perBlock);
    result->blockLimitBarriers = __OCC_MAX_BLOCKS_PER_MULTIPROCESSOR;
    result->allocatedRegistersPerBlock = regsPerWarp * warps;
    result->allocatedSharedMemPerBlock = perBlock;
    result->partitionedGCConfig = PARTITIONED_GC_OFF;

    int blocks = __occMin(__occMin(result->blockLimitWarps, result->blockLimitBlocks),
                          __occMin(result->blockLimitRegs, result->blockLimitSharedMem));
    result->activeBlocksPerMultiprocessor = blocks;
    result->limitingFactors = 0;
    if (result->blockLimitWarps == blocks) result->limitingFactors |= OCC_LIMIT_WARPS;
    if (result->blockLimitRegs == blocks) result->limitingFactors |= OCC_LIMIT_REGISTERS;
    if (result->blockLimitSharedMem == blocks) result->limitingFactors |= OCC_LIMIT_SHARED_MEMORY;
    if (result->blockLimitBlocks == blocks) result->limitingFactors |= OCC_LIMIT_BLOCKS;
    return CUDA_OCC_SUCCESS;
}

/* The largest block a kernel with these attributes may be launched with. */
__OCC_INLINE int __occMaxThreads(const cudaOccDeviceProp *p, const cudaOccFuncAttributes *a)
{
    int warps = p->regsPerBlock / __occRegistersPerWarp(p, a) / 4 * 4;
    int limit = __occMin(warps * p->warpSize, p->maxThreadsPerBlock);
    return a->maxThreadsPerBlock > 0 ? __occMin(limit, a->maxThreadsPerBlock) : limit;
}

/* The block size with the most resident threads per multiprocessor (the largest of those
 * alike), and the grid that fills the device with such blocks; blockSizeToDynamicSMemSize
 * gives each candidate size's dynamic shared memory. */
template <typename UnaryFunction>
__OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSize(
    int *minGridSize, int *blockSize, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state,
    UnaryFunction blockSizeToDynamicSMemSize)
{
    cudaOccError status = __occCheck(properties, attributes);
    if (status != CUDA_OCC_SUCCESS) {
        return status;
    }
    if (minGridSize == NULL || blockSize == NULL || state == NULL) {
        return CUDA_OCC_ERROR_INVALID_INPUT;
    }
    const int limit = __occMaxThreads(properties, attributes);
    const int warp = properties->warpSize;
    int bestBlock = 0, bestBlocks = 0, bestThreads = 0;
    for (int aligned = __occRoundUp(limit, warp); aligned > 0; aligned -= warp) {
        int candidate = __occMin(aligned, limit);
        cudaOccResult result;
        status = cudaOccMaxActiveBlocksPerMultiprocessor(
            &result, properties, attributes, state, candidate,
            (size_t)blockSizeToDynamicSMemSize(candidate));
        if (status != CUDA_OCC_SUCCESS) {
            return status;
        }
        int threads = result.activeBlocksPerMultiprocessor * candidate;
        if (threads > bestThreads) {
            bestBlock = candidate;
            bestBlocks = result.activeBlocksPerMultiprocessor;
            bestThreads = threads;
            if (bestThreads >= properties->maxThreadsPerMultiprocessor) {
                break;
            }
        }
    }
    *minGridSize = bestBlocks * properties->numSms;
    *blockSize = bestBlock;
    return CUDA_OCC_SUCCESS;
}

/* A block size's dynamic shared memory that does not depend on the size. */
struct __occConstantSMem {
    size_t bytes;
    size_t operator()(int) const { return bytes; }
};

/* A block size's dynamic shared memory from a function, or one size for all. */
struct __occSMemOfFunction {
    size_t (*of)(int);
    size_t operator()(int blockSize) const { return of(blockSize); }
};

__OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSize(
    int *minGridSize, int *blockSize, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state,
    size_t (*blockSizeToDynamicSMemSize)(int), size_t dynamicSMemSize)
{
    if (blockSizeToDynamicSMemSize != NULL) {
        __occSMemOfFunction of = {blockSizeToDynamicSMemSize};
        return cudaOccMaxPotentialOccupancyBlockSize(minGridSize, blockSize, properties,
                                                     attributes, state, of);
    }
    __occConstantSMem constant = {dynamicSMemSize};
    return cudaOccMaxPotentialOccupancyBlockSize(minGridSize, blockSize, properties, attributes,
                                                 state, constant);
}

/* The most dynamic shared memory each block may use with numBlocks blocks of blockSize
 * threads resident per multiprocessor. */
__OCC_INLINE cudaOccError cudaOccAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state, int numBlocks,
    int blockSize)
{
    cudaOccError status = __occCheck(properties, attributes);
    if (status != CUDA_OCC_SUCCESS) {
        return status;
    }
    if (dynamicSmemSize == NULL || state == NULL || numBlocks <= 0 || blockSize <= 0) {
        return CUDA_OCC_ERROR_INVALID_INPUT;
    }
    cudaOccResult result;
    status = cudaOccMaxActiveBlocksPerMultiprocessor(&result, properties, attributes, state,
                                                     blockSize, 0);
    if (status != CUDA_OCC_SUCCESS) {
        return status;
    }
    if (result.activeBlocksPerMultiprocessor < numBlocks) {
        return CUDA_OCC_ERROR_INVALID_INPUT;
    }
    /* The multiprocessor's memory divided among the blocks, at most what the kernel may
     * request: its maxDynamicSharedSizeBytes, or the rest of sharedMemPerBlock. */
    size_t perBlock = __occSharedMemPerMultiprocessor(properties, state) / (size_t)numBlocks;
    perBlock = perBlock / __OCC_SHARED_UNIT * __OCC_SHARED_UNIT;
    const size_t fixed = attributes->sharedSizeBytes;
    size_t dynamic = perBlock > fixed ? perBlock - fixed : 0;
    size_t limit = attributes->maxDynamicSharedSizeBytes;
    if (limit == 0) {
        limit = properties->sharedMemPerBlock > fixed ? properties->sharedMemPerBlock - fixed : 0;
    }
    *dynamicSmemSize = dynamic < limit ? dynamic : limit;
    return CUDA_OCC_SUCCESS;
}

#endif /* !__CUDA_ARCH__ && __cplusplus */

#endif /* __CUDA_OCCUPANCY_H__ */
