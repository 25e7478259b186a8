/* NVTX names for the driver API's resources (devices, contexts, streams, events). As with the
   rest of NVTX here (see nvToolsExt.h), no tool reads them: every call does nothing. */
#ifndef __FERROCUDA_NVTX3_NVTOOLSEXTCUDA_H
#define __FERROCUDA_NVTX3_NVTOOLSEXTCUDA_H

#include <wchar.h>
#include "cuda.h"
#include "nvToolsExt.h"

#define NVTX_RESOURCE_CLASS_CUDA 4

typedef enum nvtxResourceCUDAType_t {
    NVTX_RESOURCE_TYPE_CUDA_DEVICE = (NVTX_RESOURCE_CLASS_CUDA << 16) | 1,
    NVTX_RESOURCE_TYPE_CUDA_CONTEXT = (NVTX_RESOURCE_CLASS_CUDA << 16) | 2,
    NVTX_RESOURCE_TYPE_CUDA_STREAM = (NVTX_RESOURCE_CLASS_CUDA << 16) | 3,
    NVTX_RESOURCE_TYPE_CUDA_EVENT = (NVTX_RESOURCE_CLASS_CUDA << 16) | 4
} nvtxResourceCUDAType_t;

static inline void nvtxNameCuDeviceA(CUdevice device, const char *name) { (void)device; (void)name; }
static inline void nvtxNameCuDeviceW(CUdevice device, const wchar_t *name) { (void)device; (void)name; }
static inline void nvtxNameCuContextA(CUcontext context, const char *name) { (void)context; (void)name; }
static inline void nvtxNameCuContextW(CUcontext context, const wchar_t *name) { (void)context; (void)name; }
static inline void nvtxNameCuStreamA(CUstream stream, const char *name) { (void)stream; (void)name; }
static inline void nvtxNameCuStreamW(CUstream stream, const wchar_t *name) { (void)stream; (void)name; }
static inline void nvtxNameCuEventA(CUevent event, const char *name) { (void)event; (void)name; }
static inline void nvtxNameCuEventW(CUevent event, const wchar_t *name) { (void)event; (void)name; }

#endif
