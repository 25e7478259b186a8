/*
 * The CUDA runtime header, included by every .cu file in both passes.
 *
 * Host pass: the runtime API (C prototypes plus the C++ conveniences CUDA's header defines as
 * templates), the vector-type helpers, the entry points the rewriter calls, and the C headers
 * nvcc makes visible implicitly (stdio, stdlib, string, time, math).
 * Device pass: the types, the device intrinsics and math API, and the device-side standard
 * library declarations from ferrocuda/device-std.
 */
#ifndef __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__

#include "crt/host_defines.h"
#include "builtin_types.h"
#include "cuda_runtime_api.h"
#include "driver_functions.h"
#include "vector_functions.h"
#include "channel_descriptor.h"
#include "cuda_texture_types.h"
#include "cuda_surface_types.h"
#include "device_launch_parameters.h"
#include "crt/math_functions.h"
#include "crt/device_functions.h"
#include "texture_fetch_functions.h"
#include "surface_functions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__cplusplus)
#include <new>
/* As with nvcc, braced lists work in range-for loops without an include of their own, and
   the type traits (std::is_same, std::conditional...), std::move and std::forward are declared
   in every file. */
#include <initializer_list>
#include <type_traits>
#include <utility>
/* An array an extended lambda captures, as a member of the lambda's class: C++ initializes
   no array member from an array, so the class holds this wrapper, made from the captured array
   by copying its bytes (its elements are the trivially copyable values kernels receive), and
   indexed, iterated and converted to a pointer as the array would be. */
template <class __T, unsigned long __N> struct __fc_array {
    __T __elements[__N];
    template <class __U> __host__ __device__ __fc_array(const __U (&__from)[__N])
    {
        const unsigned char *__s = (const unsigned char *)__from;
        unsigned char *__d = (unsigned char *)__elements;
        for (unsigned long __i = 0; __i < sizeof(__elements); ++__i)
            __d[__i] = __s[__i];
    }
    template <class __I> __host__ __device__ __T &operator[](__I __i) { return __elements[__i]; }
    template <class __I> __host__ __device__ const __T &operator[](__I __i) const { return __elements[__i]; }
    __host__ __device__ operator __T *() { return __elements; }
    __host__ __device__ operator const __T *() const { return __elements; }
    __host__ __device__ __T *begin() { return __elements; }
    __host__ __device__ const __T *begin() const { return __elements; }
    __host__ __device__ __T *end() { return __elements + __N; }
    __host__ __device__ const __T *end() const { return __elements + __N; }
};
/* nvcc's traits of extended lambdas' closure types: the class made for each extended lambda
   says what the lambda is in a static member (1: __device__, 2: __host__ __device__, 5: a
   __device__ lambda that writes its return type); other types have none. */
template <class __T, class = void> struct __fc_extended_lambda_kind {
    static constexpr int value = 0;
};
template <class __T>
struct __fc_extended_lambda_kind<__T, decltype((void)__T::__fc_extended_lambda)> {
    static constexpr int value = __T::__fc_extended_lambda;
};
#define __nv_is_extended_device_lambda_closure_type(...) \
    ((__fc_extended_lambda_kind<__VA_ARGS__>::value & 3) == 1)
#define __nv_is_extended_host_device_lambda_closure_type(...) \
    (__fc_extended_lambda_kind<__VA_ARGS__>::value == 2)
#define __nv_is_extended_device_lambda_with_preserved_return_type(...) \
    (__fc_extended_lambda_kind<__VA_ARGS__>::value == 5)
#if defined(__CUDA_ARCH__)
/* GNU's typeof(e) in device code is ::__fc_typeof_t<decltype(e)>::type: no reference. */
template <class __T> struct __fc_typeof_t { typedef __T type; };
template <class __T> struct __fc_typeof_t<__T &> { typedef __T type; };
template <class __T> struct __fc_typeof_t<__T &&> { typedef __T type; };
#endif
#endif

#if !defined(__CUDA_ARCH__)

#include "crt/ferrocuda_host_runtime.h"

#if defined(__cplusplus)

/* ---- launch ---- */

template <class _T>
static inline cudaError_t cudaLaunchKernel(_T *func, dim3 gridDim, dim3 blockDim, void **args,
                                           size_t sharedMem = 0, cudaStream_t stream = 0)
{
    return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

template <class _T>
static inline cudaError_t cudaLaunchCooperativeKernel(_T *func, dim3 gridDim, dim3 blockDim, void **args,
                                                      size_t sharedMem = 0, cudaStream_t stream = 0)
{
    return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

/* Each argument converted to its parameter's type, as a launch with <<<...>>> converts it. */
template <class... ExpTypes, class... ActTypes>
static inline cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...),
                                             ActTypes &&...args)
{
    return [&](ExpTypes... converted) {
        void *pointers[] = {(void *)&converted..., nullptr};
        return ::cudaLaunchKernelExC(config, (const void *)kernel, pointers);
    }(static_cast<ActTypes &&>(args)...);
}

template <class _T>
static inline cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, _T *kernel, void **args)
{
    return ::cudaLaunchKernelExC(config, (const void *)kernel, args);
}

/* ---- events ---- */

/* The form of CUDA 11, which CUDA 13 keeps for C++: the failing node and the result through
   two pointers, either of which may be null. */
static inline cudaError_t cudaGraphExecUpdate(cudaGraphExec_t exec, cudaGraph_t graph,
                                              cudaGraphNode_t *errorNode,
                                              enum cudaGraphExecUpdateResult *result)
{
    cudaGraphExecUpdateResultInfo info;
    cudaError_t status = ::cudaGraphExecUpdate(exec, graph, &info);
    if (errorNode)
        *errorNode = info.errorNode;
    if (result)
        *result = info.result;
    return status;
}

static inline cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags)
{
    return ::cudaEventCreateWithFlags(event, flags);
}

/* ---- allocation ---- */

static inline cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags)
{
    return ::cudaHostAlloc(ptr, size, flags);
}

template <class _T>
static inline cudaError_t cudaHostAlloc(_T **ptr, size_t size, unsigned int flags)
{
    return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}

template <class _T>
static inline cudaError_t cudaHostGetDevicePointer(_T **pDevice, void *pHost, unsigned int flags)
{
    return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}

template <class _T>
static inline cudaError_t cudaMallocManaged(_T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal)
{
    return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}

template <class _T>
static inline cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, _T *devPtr, size_t length = 0,
                                                   unsigned int flags = cudaMemAttachSingle)
{
    return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}

template <class _T>
static inline cudaError_t cudaMalloc(_T **devPtr, size_t size)
{
    return ::cudaMalloc((void **)(void *)devPtr, size);
}

template <class _T>
static inline cudaError_t cudaMallocHost(_T **ptr, size_t size, unsigned int flags = 0)
{
    return ::cudaMallocHost((void **)(void *)ptr, size, flags);
}

template <class _T>
static inline cudaError_t cudaMallocPitch(_T **devPtr, size_t *pitch, size_t width, size_t height)
{
    return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}

template <class _T>
static inline cudaError_t cudaMallocAsync(_T **devPtr, size_t size, cudaStream_t stream)
{
    return ::cudaMallocAsync((void **)(void *)devPtr, size, stream);
}

template <class _T>
static inline cudaError_t cudaMallocFromPoolAsync(_T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

static inline cudaError_t cudaMallocAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return ::cudaMallocFromPoolAsync(ptr, size, memPool, stream);
}

template <class _T>
static inline cudaError_t cudaMallocAsync(_T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

/*
 * CUDA 13 takes a cudaMemLocation; code written for CUDA 8-12 passes a device ordinal (or
 * cudaCpuDeviceId). Both spellings are accepted.
 */
static inline struct cudaMemLocation __ferrocudaLocationOf(int device)
{
    struct cudaMemLocation loc;
    if (device == cudaCpuDeviceId) {
        loc.type = cudaMemLocationTypeHost;
        loc.id = 0;
    } else {
        loc.type = cudaMemLocationTypeDevice;
        loc.id = device;
    }
    return loc;
}

static inline cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                               cudaStream_t stream = 0)
{
    return ::cudaMemPrefetchAsync(devPtr, count, __ferrocudaLocationOf(dstDevice), 0, stream);
}

static inline cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device)
{
    return ::cudaMemAdvise(devPtr, count, advice, __ferrocudaLocationOf(device));
}

/* ---- symbols: the argument is the variable itself, whose host shadow's address is passed ---- */

template <class _T>
static inline cudaError_t cudaMemcpyToSymbol(const _T &symbol, const void *src, size_t count, size_t offset = 0,
                                             enum cudaMemcpyKind kind = cudaMemcpyHostToDevice)
{
    return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}

template <class _T>
static inline cudaError_t cudaMemcpyToSymbolAsync(const _T &symbol, const void *src, size_t count, size_t offset = 0,
                                                  enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                  cudaStream_t stream = 0)
{
    return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}

template <class _T>
static inline cudaError_t cudaMemcpyFromSymbol(void *dst, const _T &symbol, size_t count, size_t offset = 0,
                                               enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost)
{
    return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}

template <class _T>
static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const _T &symbol, size_t count, size_t offset = 0,
                                                    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                    cudaStream_t stream = 0)
{
    return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}

template <class _T>
static inline cudaError_t cudaGetSymbolAddress(void **devPtr, const _T &symbol)
{
    return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}

template <class _T>
static inline cudaError_t cudaGetSymbolSize(size_t *size, const _T &symbol)
{
    return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/* ---- texture references ---- */

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture(size_t *offset, const struct texture<_T, dim, readMode> &tex,
                                          const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                          size_t size = UINT_MAX)
{
    return ::cudaBindTexture(offset, &tex, devPtr, &desc, size);
}

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture(size_t *offset, const struct texture<_T, dim, readMode> &tex,
                                          const void *devPtr, size_t size = UINT_MAX)
{
    return ::cudaBindTexture(offset, &tex, devPtr, &tex.channelDesc, size);
}

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<_T, dim, readMode> &tex,
                                            const void *devPtr, const struct cudaChannelFormatDesc &desc,
                                            size_t width, size_t height, size_t pitch)
{
    return ::cudaBindTexture2D(offset, &tex, devPtr, &desc, width, height, pitch);
}

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<_T, dim, readMode> &tex,
                                            const void *devPtr, size_t width, size_t height, size_t pitch)
{
    return ::cudaBindTexture2D(offset, &tex, devPtr, &tex.channelDesc, width, height, pitch);
}

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTextureToArray(const struct texture<_T, dim, readMode> &tex, cudaArray_const_t array,
                                                 const struct cudaChannelFormatDesc &desc)
{
    return ::cudaBindTextureToArray(&tex, array, &desc);
}

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaBindTextureToArray(const struct texture<_T, dim, readMode> &tex, cudaArray_const_t array)
{
    struct cudaChannelFormatDesc desc;
    cudaError_t err = ::cudaGetChannelDesc(&desc, array);
    return err == cudaSuccess ? ::cudaBindTextureToArray(&tex, array, &desc) : err;
}

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaUnbindTexture(const struct texture<_T, dim, readMode> &tex)
{
    return ::cudaUnbindTexture(&tex);
}

template <class _T, int dim, enum cudaTextureReadMode readMode>
static inline cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const struct texture<_T, dim, readMode> &tex)
{
    return ::cudaGetTextureAlignmentOffset(offset, &tex);
}

/* ---- surface references ---- */

template <class _T, int dim>
static inline cudaError_t cudaBindSurfaceToArray(const struct surface<_T, dim> &surf, cudaArray_const_t array,
                                                 const struct cudaChannelFormatDesc &desc)
{
    return ::cudaBindSurfaceToArray(&surf, array, &desc);
}

template <class _T, int dim>
static inline cudaError_t cudaBindSurfaceToArray(const struct surface<_T, dim> &surf, cudaArray_const_t array)
{
    struct cudaChannelFormatDesc desc;
    cudaError_t err = ::cudaGetChannelDesc(&desc, array);
    return err == cudaSuccess ? ::cudaBindSurfaceToArray(&surf, array, &desc) : err;
}

/* ---- kernel attributes ---- */

template <class _T>
static inline cudaError_t cudaFuncSetCacheConfig(_T *func, enum cudaFuncCache cacheConfig)
{
    return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}

/* Deprecated as the function it calls, whose warning belongs to the program's call of this. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
template <class _T>
__CUDA_DEPRECATED static inline cudaError_t cudaFuncSetSharedMemConfig(_T *func, enum cudaSharedMemConfig config)
{
    return ::cudaFuncSetSharedMemConfig((const void *)func, config);
}
#pragma GCC diagnostic pop

template <class _T>
static inline cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, _T *entry)
{
    return ::cudaFuncGetAttributes(attr, (const void *)entry);
}

template <class _T>
static inline cudaError_t cudaFuncSetAttribute(_T *entry, enum cudaFuncAttribute attr, int value)
{
    return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}

template <class _T>
static inline cudaError_t cudaFuncGetName(const char **name, _T *func)
{
    return ::cudaFuncGetName(name, (const void *)func);
}

/* ---- batches of copies ---- */

template <typename _T, typename _U>
static inline cudaError_t cudaMemcpyBatchAsync(_T *const *dsts, _U *const *srcs, const size_t *sizes, size_t count,
                                               struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs,
                                               cudaStream_t hStream)
{
    return ::cudaMemcpyBatchAsync((void *const *)dsts, (const void *const *)srcs, sizes, count, attrs, attrsIdxs,
                                  numAttrs, hStream);
}

/* The one set of attributes applies to every copy of the batch. */
template <typename _T, typename _U>
static inline cudaError_t cudaMemcpyBatchAsync(_T *const *dsts, _U *const *srcs, const size_t *sizes, size_t count,
                                               struct cudaMemcpyAttributes attr, cudaStream_t hStream)
{
    size_t attrsIdxs = 0;
    return ::cudaMemcpyBatchAsync((void *const *)dsts, (const void *const *)srcs, sizes, count, &attr, &attrsIdxs, 1,
                                  hStream);
}

template <class _T>
static inline cudaError_t cudaGetKernel(cudaKernel_t *kernelPtr, _T *entryFuncAddr)
{
    return ::cudaGetKernel(kernelPtr, (const void *)entryFuncAddr);
}

/* ---- occupancy ---- */

template <class _T>
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, _T func, int blockSize,
                                                                       size_t dynamicSMemSize)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                    dynamicSMemSize, cudaOccupancyDefault);
}

template <class _T>
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, _T func, int blockSize,
                                                                                size_t dynamicSMemSize,
                                                                                unsigned int flags)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                    dynamicSMemSize, flags);
}

template <class _T>
static inline cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, _T func, int numBlocks,
                                                                   int blockSize)
{
    return ::cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, (const void *)func, numBlocks, blockSize);
}

template <class _T>
static inline cudaError_t cudaOccupancyMaxActiveClusters(int *numClusters, _T *func, const cudaLaunchConfig_t *config)
{
    return ::cudaOccupancyMaxActiveClusters(numClusters, (const void *)func, config);
}

template <class _T>
static inline cudaError_t cudaOccupancyMaxPotentialClusterSize(int *clusterSize, _T *func,
                                                               const cudaLaunchConfig_t *config)
{
    return ::cudaOccupancyMaxPotentialClusterSize(clusterSize, (const void *)func, config);
}

/* Dynamic shared memory that does not depend on the block size. */
class __ferrocudaOccupancyConstSMem {
    size_t bytes;

public:
    explicit __ferrocudaOccupancyConstSMem(size_t n) : bytes(n) {}
    size_t operator()(int) const { return bytes; }
};

extern "C" cudaError_t __ferrocudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, const void *func,
                                                                 size_t (*smem)(const void *, int),
                                                                 const void *smemContext, int blockSizeLimit,
                                                                 unsigned int flags);

template <class UnaryFunction>
static size_t __ferrocudaOccupancyCallSMem(const void *f, int blockSize)
{
    return (*static_cast<const UnaryFunction *>(f))(blockSize);
}

/* The search itself is the runtime's (one for this API and the driver's). */
template <class UnaryFunction, class _T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize, int *blockSize, _T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0,
    unsigned int flags = 0)
{
    if (!func)
        return cudaErrorInvalidValue;
    return ::__ferrocudaOccupancyMaxPotentialBlockSize(minGridSize, blockSize, (const void *)func,
                                                       __ferrocudaOccupancyCallSMem<UnaryFunction>,
                                                       &blockSizeToDynamicSMemSize, blockSizeLimit, flags);
}

template <class UnaryFunction, class _T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, _T func,
                                                                        UnaryFunction blockSizeToDynamicSMemSize,
                                                                        int blockSizeLimit = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func,
                                                                   blockSizeToDynamicSMemSize, blockSizeLimit,
                                                                   cudaOccupancyDefault);
}

template <class _T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, _T func,
                                                             size_t dynamicSMemSize = 0, int blockSizeLimit = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
        minGridSize, blockSize, func, __ferrocudaOccupancyConstSMem(dynamicSMemSize), blockSizeLimit,
        cudaOccupancyDefault);
}

template <class _T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, _T func,
                                                                      size_t dynamicSMemSize = 0,
                                                                      int blockSizeLimit = 0, unsigned int flags = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
        minGridSize, blockSize, func, __ferrocudaOccupancyConstSMem(dynamicSMemSize), blockSizeLimit, flags);
}

/* ---- graphs: the pre-CUDA 12 five-argument instantiate ---- */

static inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                               cudaGraphNode_t *pErrorNode, char *pLogBuffer, size_t bufferSize)
{
    if (pErrorNode)
        *pErrorNode = 0;
    if (pLogBuffer && bufferSize > 0)
        pLogBuffer[0] = '\0';
    return ::cudaGraphInstantiate(pGraphExec, graph, 0);
}

#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
/* `--default-stream per-thread`: stream 0 is each host thread's own, from the program's start. */
extern "C" void __ferrocudaUsePerThreadDefaultStream(void);
namespace {
struct __ferrocudaPerThreadDefaultStream {
    __ferrocudaPerThreadDefaultStream() { __ferrocudaUsePerThreadDefaultStream(); }
} __ferrocuda_per_thread_default_stream;
} // namespace
#endif

#endif /* __cplusplus */

#endif /* !__CUDA_ARCH__ */

#endif /* __CUDA_RUNTIME_H__ */
