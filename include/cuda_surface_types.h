/*
 * The legacy surface<> reference template. A file-scope surface<void, dim> variable has a host
 * shadow (a surfaceReference) that cudaBindSurfaceToArray receives by address, and a
 * device-side counterpart holding the surface object that binding creates, which the surf*read
 * and surf*write overloads taking a reference go through.
 */
#ifndef __CUDA_SURFACE_TYPES_H__
#define __CUDA_SURFACE_TYPES_H__

#include "surface_types.h"

#if defined(__cplusplus)

#if !defined(__CUDA_ARCH__)
#include "channel_descriptor.h"
#endif

#if defined(__CUDA_ARCH__)
/* The device side of a reference: the surface object cudaBindSurfaceToArray made for it. */
template <class _T, int dim = 1>
struct __device_builtin_surface_type__ surface {
    cudaSurfaceObject_t __ferrocuda_object;
};
#else
template <class _T, int dim = 1>
struct __device_builtin_surface_type__ surface : public surfaceReference {
    surface(void) { channelDesc = cudaCreateChannelDesc<_T>(); }
    surface(struct cudaChannelFormatDesc desc) { channelDesc = desc; }
};
#endif

#endif /* __cplusplus */

#endif /* __CUDA_SURFACE_TYPES_H__ */
