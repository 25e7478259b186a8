/* Profiler control of the driver API. ferrocuda collects no profile: both calls succeed in a
   context, as with no profiler attached. */
#ifndef __cudaProfiler_h__
#define __cudaProfiler_h__

#include "cuda.h"

#if !defined(__CUDA_ARCH__)

#if defined(__cplusplus)
extern "C" {
#endif

CUresult CUDAAPI cuProfilerStart(void);
CUresult CUDAAPI cuProfilerStop(void);

#if defined(__cplusplus)
}
#endif

#endif /* !__CUDA_ARCH__ */

#endif /* __cudaProfiler_h__ */
