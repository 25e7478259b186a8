/*
 * Surface reads and writes through surface objects and legacy surface<> references
 * (byte-addressed in x, as in CUDA). Device pass only; the object forms are intrinsics of
 * ferrocuda's compiler.
 */
#ifndef __SURFACE_FUNCTIONS_H__
#define __SURFACE_FUNCTIONS_H__

#include "cuda_surface_types.h"

#if defined(__cplusplus) && defined(__CUDA_ARCH__)

template <class _T> __device__ _T surf1Dread(cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf1Dread(_T *res, cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf1Dwrite(_T data, cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ _T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf2Dread(_T *res, cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf2Dwrite(_T data, cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ _T surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf3Dread(_T *res, cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf3Dwrite(_T data, cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ _T surf1DLayeredread(cudaSurfaceObject_t surfObject, int x, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf1DLayeredread(_T *res, cudaSurfaceObject_t surfObject, int x, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf1DLayeredwrite(_T data, cudaSurfaceObject_t surfObject, int x, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ _T surf2DLayeredread(cudaSurfaceObject_t surfObject, int x, int y, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf2DLayeredread(_T *res, cudaSurfaceObject_t surfObject, int x, int y, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class _T> __device__ void surf2DLayeredwrite(_T data, cudaSurfaceObject_t surfObject, int x, int y, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);

/* Reads and writes through a reference are those of the surface object bound to it. PARAMS and
   ARGS are parenthesized lists of the coordinates. */
#define __FERROCUDA_LIST(...) __VA_ARGS__
#define __FERROCUDA_SURF_REFERENCE_ACCESS(name, dim, PARAMS, ARGS)                                  \
    template <class _T>                                                                          \
    __device__ _T name##read(surface<void, dim> s, __FERROCUDA_LIST PARAMS,                       \
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {          \
        return name##read<_T>(s.__ferrocuda_object, __FERROCUDA_LIST ARGS, mode);                 \
    }                                                                                           \
    template <class _T>                                                                          \
    __device__ void name##read(_T *res, surface<void, dim> s, __FERROCUDA_LIST PARAMS,            \
                               enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {       \
        name##read<_T>(res, s.__ferrocuda_object, __FERROCUDA_LIST ARGS, mode);                   \
    }                                                                                           \
    template <class _T>                                                                          \
    __device__ void name##write(_T data, surface<void, dim> s, __FERROCUDA_LIST PARAMS,           \
                                enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap) {      \
        name##write<_T>(data, s.__ferrocuda_object, __FERROCUDA_LIST ARGS, mode);                 \
    }

__FERROCUDA_SURF_REFERENCE_ACCESS(surf1D, cudaSurfaceType1D, (int x), (x))
__FERROCUDA_SURF_REFERENCE_ACCESS(surf2D, cudaSurfaceType2D, (int x, int y), (x, y))
__FERROCUDA_SURF_REFERENCE_ACCESS(surf3D, cudaSurfaceType3D, (int x, int y, int z), (x, y, z))
__FERROCUDA_SURF_REFERENCE_ACCESS(surf1DLayered, cudaSurfaceType1DLayered, (int x, int layer), (x, layer))
__FERROCUDA_SURF_REFERENCE_ACCESS(surf2DLayered, cudaSurfaceType2DLayered, (int x, int y, int layer),
                                  (x, y, layer))

#undef __FERROCUDA_SURF_REFERENCE_ACCESS
#undef __FERROCUDA_LIST

#endif /* __cplusplus && __CUDA_ARCH__ */

#endif /* __SURFACE_FUNCTIONS_H__ */
