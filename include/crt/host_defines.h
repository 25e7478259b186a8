/*
 * Execution-space and attribute macros shared by every ferrocuda header.
 *
 * ferrocuda compiles a .cu file twice: a host pass (g++, after a rewriter that understands the
 * CUDA keywords) and a device pass (ferrocuda's own front end, which defines __CUDA_ARCH__).
 * Both front ends see __global__, __device__, __host__, __shared__, __constant__, __managed__,
 * __launch_bounds__ and __grid_constant__ as literal tokens, so none of them is ever a macro.
 */
#ifndef __FERROCUDA_CRT_HOST_DEFINES_H__
#define __FERROCUDA_CRT_HOST_DEFINES_H__

#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 13
#endif
#ifndef __CUDACC_VER_MINOR__
#define __CUDACC_VER_MINOR__ 0
#endif
#ifndef __CUDACC_VER_BUILD__
#define __CUDACC_VER_BUILD__ 0
#endif

#if !defined(__CUDA_ARCH__)

#define __forceinline__ inline __attribute__((always_inline))

#endif /* !__CUDA_ARCH__ */

/*
 * A plain C or C++ compile (a .cpp file that includes cuda_runtime.h, built with g++) has no CUDA
 * front end: there the execution-space keywords mean nothing, as with CUDA's own headers.
 */
#if !defined(__CUDACC__)
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#define __cluster_dims__(...)
#define __maxnreg__(...)
#define __grid_constant__
#endif

/*
 * In the device pass __forceinline__ and __noinline__ are keywords of the front end. In the host
 * pass __noinline__ is rewritten where it is a qualifier; it is never a macro, because libstdc++
 * spells __attribute__((__noinline__)) in its own headers.
 */

#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __align__(n)
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#define __no_return__ __attribute__((noreturn))
#define CUDARTAPI
#define CUDART_CB

/* Default arguments exist only in C++; the C API headers spell them through this. */
#if defined(__cplusplus)
#define __FERROCUDA_DV(v) = v
#else
#define __FERROCUDA_DV(v)
#endif

#endif /* __FERROCUDA_CRT_HOST_DEFINES_H__ */
