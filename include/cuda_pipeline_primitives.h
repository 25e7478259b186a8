/*
 * The pipeline primitives of <cuda_pipeline_primitives.h>: one thread's asynchronous copies,
 * committed in batches and waited for by batch. The copies are complete when
 * __pipeline_memcpy_async returns (see cuda/__memcpy), so committing and waiting have nothing
 * to do.
 */
#ifndef __FERROCUDA_CUDA_PIPELINE_PRIMITIVES_H__
#define __FERROCUDA_CUDA_PIPELINE_PRIMITIVES_H__

#include "cuda_runtime.h"

#if defined(__CUDACC__) && defined(__cplusplus)

/* Copies size_and_align - zfill bytes (size_and_align is 4, 8 or 16) and zeroes the last zfill
   bytes of the destination. */
__device__ inline void __pipeline_memcpy_async(void *__restrict__ dst_shared, const void *__restrict__ src_global,
                                               size_t size_and_align, size_t zfill = 0)
{
    unsigned char *dst = (unsigned char *)dst_shared;
    const unsigned char *src = (const unsigned char *)src_global;
    size_t copied = size_and_align - zfill;
    for (size_t i = 0; i < copied; ++i)
        dst[i] = src[i];
    for (size_t i = copied; i < size_and_align; ++i)
        dst[i] = 0;
}

__device__ inline void __pipeline_commit() {}

__device__ inline void __pipeline_wait_prior(size_t) {}

#endif

#endif /* __FERROCUDA_CUDA_PIPELINE_PRIMITIVES_H__ */
