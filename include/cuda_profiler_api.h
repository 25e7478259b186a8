/* Profiler control. ferrocuda's runtime accepts both calls and reports success. */
#ifndef __CUDA_PROFILER_API_H__
#define __CUDA_PROFILER_API_H__

#include "driver_types.h"

#if !defined(__CUDA_ARCH__)

#if defined(__cplusplus)
extern "C" {
#endif

extern cudaError_t CUDARTAPI cudaProfilerStart(void);
extern cudaError_t CUDARTAPI cudaProfilerStop(void);

#if defined(__cplusplus)
}
#endif

#endif /* !__CUDA_ARCH__ */

#endif /* __CUDA_PROFILER_API_H__ */
