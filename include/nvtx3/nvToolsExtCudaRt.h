/* NVTX names for the runtime API's resources (devices, streams, events). As with the rest of
   NVTX here (see nvToolsExt.h), no tool reads them: every call does nothing. */
#ifndef __FERROCUDA_NVTX3_NVTOOLSEXTCUDART_H
#define __FERROCUDA_NVTX3_NVTOOLSEXTCUDART_H

#include <wchar.h>
#include "cuda_runtime_api.h"
#include "nvToolsExt.h"

#define NVTX_RESOURCE_CLASS_CUDART 5

typedef enum nvtxResourceCUDARtType_t {
    NVTX_RESOURCE_TYPE_CUDART_DEVICE = (NVTX_RESOURCE_CLASS_CUDART << 16) | 0,
    NVTX_RESOURCE_TYPE_CUDART_STREAM = (NVTX_RESOURCE_CLASS_CUDART << 16) | 1,
    NVTX_RESOURCE_TYPE_CUDART_EVENT = (NVTX_RESOURCE_CLASS_CUDART << 16) | 2
} nvtxResourceCUDARtType_t;

static inline void nvtxNameCudaDeviceA(int device, const char *name) { (void)device; (void)name; }
static inline void nvtxNameCudaDeviceW(int device, const wchar_t *name) { (void)device; (void)name; }
static inline void nvtxNameCudaStreamA(cudaStream_t stream, const char *name) { (void)stream; (void)name; }
static inline void nvtxNameCudaStreamW(cudaStream_t stream, const wchar_t *name) { (void)stream; (void)name; }
static inline void nvtxNameCudaEventA(cudaEvent_t event, const char *name) { (void)event; (void)name; }
static inline void nvtxNameCudaEventW(cudaEvent_t event, const wchar_t *name) { (void)event; (void)name; }

#endif
