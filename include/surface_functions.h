/*
 * Surface reads and writes through surface objects (byte-addressed in x, as in CUDA). Device
 * pass only; these are intrinsics of ferrocuda's compiler.
 */
#ifndef __SURFACE_FUNCTIONS_H__
#define __SURFACE_FUNCTIONS_H__

#include "surface_types.h"

#if defined(__cplusplus) && defined(__CUDA_ARCH__)

template <class T> __device__ T surf1Dread(cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1Dread(T *res, cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1Dwrite(T data, cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf2Dread(T *res, cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf2Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf3Dread(T *res, cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf3Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf1DLayeredread(cudaSurfaceObject_t surfObject, int x, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1DLayeredread(T *res, cudaSurfaceObject_t surfObject, int x, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1DLayeredwrite(T data, cudaSurfaceObject_t surfObject, int x, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf2DLayeredread(cudaSurfaceObject_t surfObject, int x, int y, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf2DLayeredread(T *res, cudaSurfaceObject_t surfObject, int x, int y, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf2DLayeredwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int layer, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);

#endif /* __cplusplus && __CUDA_ARCH__ */

#endif /* __SURFACE_FUNCTIONS_H__ */
