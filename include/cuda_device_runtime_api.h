/*
 * The device runtime: the part of the CUDA runtime API that device code may call (dynamic
 * parallelism: kernels launched from kernels, device streams, device-side allocation and
 * asynchronous copies). Declared in the device pass only; the host pass has the host API.
 * Each thread has its own last error, which a refused launch or a failed call sets.
 */
#ifndef __CUDA_DEVICE_RUNTIME_API_H__
#define __CUDA_DEVICE_RUNTIME_API_H__

#include "crt/host_defines.h"
#include "builtin_types.h"

#if defined(__CUDA_ARCH__)

#include <stddef.h>

#if defined(__cplusplus)
extern "C" {
#endif

__device__ cudaError_t cudaGetLastError(void);
__device__ cudaError_t cudaPeekAtLastError(void);
__device__ const char *cudaGetErrorString(cudaError_t error);
__device__ const char *cudaGetErrorName(cudaError_t error);
__device__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
__device__ cudaError_t cudaStreamDestroy(cudaStream_t stream);
__device__ cudaError_t cudaMalloc(void **devPtr, size_t size);
__device__ cudaError_t cudaFree(void *devPtr);
__device__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                       cudaStream_t stream __FERROCUDA_DV(0));
__device__ cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream __FERROCUDA_DV(0));
__device__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
__device__ cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream __FERROCUDA_DV(0));
__device__ cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags __FERROCUDA_DV(0));
__device__ cudaError_t cudaEventDestroy(cudaEvent_t event);
__device__ cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);

/* A conditional graph node's condition is a word of device memory; its handle, the address. */
static __device__ inline void cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned int value)
{
    *(volatile unsigned int *)handle = value;
}

/* Device code runs on the one device this runtime drives. */
static __device__ inline cudaError_t cudaGetDevice(int *device)
{
    *device = 0;
    return cudaSuccess;
}

#if defined(__cplusplus)
} /* extern "C" */
#endif

#endif /* __CUDA_ARCH__ */

#endif /* __CUDA_DEVICE_RUNTIME_API_H__ */
