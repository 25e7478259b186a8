/*
 * CUDA's device-side intrinsics: synchronization, warp operations, atomics, cache-hinted loads,
 * type casts and integer/float intrinsics.
 *
 * Device pass: bodiless __device__ declarations that ferrocuda's compiler implements itself.
 * threadIdx, blockIdx, blockDim, gridDim and warpSize are built into the compiler and are not
 * declared anywhere.
 *
 * Host pass: nothing here exists on the host except the bit-cast helpers at the end, which
 * CUDART_INF_F and friends in math_constants.h expand to.
 */
#ifndef __FERROCUDA_CRT_DEVICE_FUNCTIONS_H__
#define __FERROCUDA_CRT_DEVICE_FUNCTIONS_H__

#include "host_defines.h"
#include "../vector_types.h"

#if defined(__CUDA_ARCH__)

/* In the device pass this is ferrocuda/device-std/time.h, which declares clock(). */
#include <time.h>

/* ---- synchronization and memory ordering ---- */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __syncwarp(unsigned int mask = 0xffffffff);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
/* CUDA's device-side assertion failure, which assert() expands to in NVIDIA's headers: prints
   the message and stops the kernel with cudaErrorAssert. */
#if defined(__cplusplus)
extern "C" __device__ void __assertfail(const char *message, const char *file, unsigned int line,
                                        const char *function, size_t charSize);
#endif
__device__ void __nanosleep(unsigned int ns);
__device__ void __trap(void);
__device__ void __brkpt(void);

/* ---- programmatic dependent launch (compute capability 9.0): a kernel launched with
   cudaLaunchAttributeProgrammaticStreamSerialization may start before the grid ahead of it in
   its stream has ended; it waits for that grid's memory here. ---- */
static __device__ __forceinline__ void cudaGridDependencySynchronize(void)
{
    asm volatile("griddepcontrol.wait;" ::: "memory");
}
/* The grid ahead lets the one after it start (a hint: without it, at its end). */
static __device__ __forceinline__ void cudaTriggerProgrammaticLaunchCompletion(void)
{
    asm volatile("griddepcontrol.launch_dependents;" :::);
}

/* ---- address spaces: which window a generic address falls in, and the address within a
   window (what inline PTX's `.shared`, `.local` and `.const` accesses take) ---- */
__device__ unsigned int __isGlobal(const void *ptr);
__device__ unsigned int __isShared(const void *ptr);
__device__ unsigned int __isConstant(const void *ptr);
__device__ unsigned int __isLocal(const void *ptr);
__device__ size_t __cvta_generic_to_global(const void *ptr);
__device__ size_t __cvta_generic_to_shared(const void *ptr);
__device__ size_t __cvta_generic_to_constant(const void *ptr);
__device__ size_t __cvta_generic_to_local(const void *ptr);
__device__ void *__cvta_global_to_generic(size_t rawbits);
__device__ void *__cvta_shared_to_generic(size_t rawbits);
__device__ void *__cvta_constant_to_generic(size_t rawbits);
__device__ void *__cvta_local_to_generic(size_t rawbits);

/* ---- thread block clusters (compute capability 9.0): the blocks of a cluster run at once,
   meet at cluster barriers and reach each other's shared memory ---- */
__device__ unsigned int __ferrocuda_cluster_dim_x(void);
__device__ unsigned int __ferrocuda_cluster_dim_y(void);
__device__ unsigned int __ferrocuda_cluster_dim_z(void);
__device__ void __cluster_barrier_arrive(void);
__device__ void __cluster_barrier_arrive_relaxed(void);
__device__ void __cluster_barrier_wait(void);
/* The address in the shared memory of the cluster's block `target_block_rank` that `ptr` has
   in this block's. */
__device__ void *__cluster_map_shared_rank(const void *ptr, unsigned int target_block_rank);
/* The rank of the cluster's block whose shared memory `ptr` points into. */
__device__ unsigned int __cluster_query_shared_rank(const void *ptr);
/* Orders this thread's memory accesses as the cluster's threads see them. */
static __device__ __forceinline__ void __threadfence_cluster(void)
{
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
}
/* Whether `ptr` points into this block's shared memory. */
static __device__ __forceinline__ unsigned int __isCtaShared(const void *ptr)
{
    return __isShared(ptr);
}
#if defined(__cplusplus)
static __device__ __forceinline__ dim3 __clusterDim(void)
{
    return dim3(__ferrocuda_cluster_dim_x(), __ferrocuda_cluster_dim_y(), __ferrocuda_cluster_dim_z());
}
static __device__ __forceinline__ dim3 __clusterRelativeBlockIdx(void)
{
    dim3 c = __clusterDim();
    return dim3(blockIdx.x % c.x, blockIdx.y % c.y, blockIdx.z % c.z);
}
static __device__ __forceinline__ unsigned int __clusterRelativeBlockRank(void)
{
    dim3 c = __clusterDim(), b = __clusterRelativeBlockIdx();
    return (b.z * c.y + b.y) * c.x + b.x;
}
static __device__ __forceinline__ unsigned int __clusterSizeInBlocks(void)
{
    dim3 c = __clusterDim();
    return c.x * c.y * c.z;
}
static __device__ __forceinline__ dim3 __clusterIdx(void)
{
    dim3 c = __clusterDim();
    return dim3(blockIdx.x / c.x, blockIdx.y / c.y, blockIdx.z / c.z);
}
static __device__ __forceinline__ dim3 __clusterGridDimInClusters(void)
{
    dim3 c = __clusterDim();
    return dim3(gridDim.x / c.x, gridDim.y / c.y, gridDim.z / c.z);
}
static __device__ __forceinline__ unsigned int __clusterRelativeThreadRank(void) {
    return __clusterRelativeBlockRank() * (blockDim.x * blockDim.y * blockDim.z)
           + (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}
#endif

/* ---- compiler optimization hints (the CUDA Programming Guide's): promises about the code
   that it may rely on; nothing is checked or assumed here ---- */
#define __builtin_assume(condition) ((void)0)
#define __builtin_assume_aligned(pointer, ...) ((void *)(pointer))
#define __builtin_expect(value, expected) (value)
#define __builtin_unreachable() ((void)0)
/* Where the call is (in a default argument, where the call that takes it is): the front end
   computes them, named here so that __has_builtin answers for them. */
#define __builtin_LINE __builtin_LINE
#define __builtin_COLUMN __builtin_COLUMN
#define __builtin_FILE __builtin_FILE
#define __builtin_FUNCTION __builtin_FUNCTION
#if defined(__cplusplus)
/* What std::addressof is built on: the object's own address, whatever `operator&` says. */
template <class _T>
__device__ constexpr _T *__fc_addressof(_T &object)
{
    return reinterpret_cast<_T *>(&const_cast<char &>(reinterpret_cast<const volatile char &>(object)));
}
#define __builtin_addressof(object) __fc_addressof(object)
#endif
__device__ void __prof_trigger(int counter);
__device__ long long int clock64(void);
__device__ unsigned long long int __globaltimer(void);

/* ---- warp vote, shuffle, match and reduce ---- */
__device__ unsigned int __activemask(void);
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
/* Whether the predicate is the same in every thread of the mask. */
__device__ inline int __uni_sync(unsigned int mask, int predicate)
{
    return __all_sync(mask, predicate) || !__any_sync(mask, predicate);
}
/* Warp votes without a mask exist only for GPUs before Volta, as in CUDA's headers (for newer
   ones nvcc warns that they are deprecated and its assembler refuses them). */
#if __CUDA_ARCH__ < 700
__device__ unsigned int __ballot(int predicate);
__device__ int __all(int predicate);
__device__ int __any(int predicate);
#endif
__device__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_add_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_min_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_max_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);
__device__ int __shfl_sync(unsigned int mask, int var, int srcLane, int width = warpSize);
__device__ int __shfl_up_sync(unsigned int mask, int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_down_sync(unsigned int mask, int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_xor_sync(unsigned int mask, int var, int laneMask, int width = warpSize);
__device__ unsigned int __shfl_sync(unsigned int mask, unsigned int var, int srcLane, int width = warpSize);
__device__ unsigned int __shfl_up_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_down_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_xor_sync(unsigned int mask, unsigned int var, int laneMask, int width = warpSize);
__device__ long int __shfl_sync(unsigned int mask, long int var, int srcLane, int width = warpSize);
__device__ long int __shfl_up_sync(unsigned int mask, long int var, unsigned int delta, int width = warpSize);
__device__ long int __shfl_down_sync(unsigned int mask, long int var, unsigned int delta, int width = warpSize);
__device__ long int __shfl_xor_sync(unsigned int mask, long int var, int laneMask, int width = warpSize);
__device__ unsigned long int __shfl_sync(unsigned int mask, unsigned long int var, int srcLane, int width = warpSize);
__device__ unsigned long int __shfl_up_sync(unsigned int mask, unsigned long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long int __shfl_down_sync(unsigned int mask, unsigned long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long int __shfl_xor_sync(unsigned int mask, unsigned long int var, int laneMask, int width = warpSize);
__device__ long long int __shfl_sync(unsigned int mask, long long int var, int srcLane, int width = warpSize);
__device__ long long int __shfl_up_sync(unsigned int mask, long long int var, unsigned int delta, int width = warpSize);
__device__ long long int __shfl_down_sync(unsigned int mask, long long int var, unsigned int delta, int width = warpSize);
__device__ long long int __shfl_xor_sync(unsigned int mask, long long int var, int laneMask, int width = warpSize);
__device__ unsigned long long int __shfl_sync(unsigned int mask, unsigned long long int var, int srcLane, int width = warpSize);
__device__ unsigned long long int __shfl_up_sync(unsigned int mask, unsigned long long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long long int __shfl_down_sync(unsigned int mask, unsigned long long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long long int __shfl_xor_sync(unsigned int mask, unsigned long long int var, int laneMask, int width = warpSize);
__device__ float __shfl_sync(unsigned int mask, float var, int srcLane, int width = warpSize);
__device__ float __shfl_up_sync(unsigned int mask, float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_down_sync(unsigned int mask, float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_xor_sync(unsigned int mask, float var, int laneMask, int width = warpSize);
__device__ double __shfl_sync(unsigned int mask, double var, int srcLane, int width = warpSize);
__device__ double __shfl_up_sync(unsigned int mask, double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_down_sync(unsigned int mask, double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_xor_sync(unsigned int mask, double var, int laneMask, int width = warpSize);
/* The shuffles without a mask exist only for GPUs before Volta, as in CUDA's headers. */
#if __CUDA_ARCH__ < 700
__device__ int __shfl(int var, int srcLane, int width = warpSize);
__device__ int __shfl_up(int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_down(int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_xor(int var, int laneMask, int width = warpSize);
__device__ unsigned int __shfl(unsigned int var, int srcLane, int width = warpSize);
__device__ unsigned int __shfl_up(unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_down(unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_xor(unsigned int var, int laneMask, int width = warpSize);
__device__ long int __shfl(long int var, int srcLane, int width = warpSize);
__device__ long int __shfl_up(long int var, unsigned int delta, int width = warpSize);
__device__ long int __shfl_down(long int var, unsigned int delta, int width = warpSize);
__device__ long int __shfl_xor(long int var, int laneMask, int width = warpSize);
__device__ unsigned long int __shfl(unsigned long int var, int srcLane, int width = warpSize);
__device__ unsigned long int __shfl_up(unsigned long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long int __shfl_down(unsigned long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long int __shfl_xor(unsigned long int var, int laneMask, int width = warpSize);
__device__ long long int __shfl(long long int var, int srcLane, int width = warpSize);
__device__ long long int __shfl_up(long long int var, unsigned int delta, int width = warpSize);
__device__ long long int __shfl_down(long long int var, unsigned int delta, int width = warpSize);
__device__ long long int __shfl_xor(long long int var, int laneMask, int width = warpSize);
__device__ unsigned long long int __shfl(unsigned long long int var, int srcLane, int width = warpSize);
__device__ unsigned long long int __shfl_up(unsigned long long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long long int __shfl_down(unsigned long long int var, unsigned int delta, int width = warpSize);
__device__ unsigned long long int __shfl_xor(unsigned long long int var, int laneMask, int width = warpSize);
__device__ float __shfl(float var, int srcLane, int width = warpSize);
__device__ float __shfl_up(float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_down(float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_xor(float var, int laneMask, int width = warpSize);
__device__ double __shfl(double var, int srcLane, int width = warpSize);
__device__ double __shfl_up(double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_down(double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_xor(double var, int laneMask, int width = warpSize);
#endif
__device__ unsigned int __match_any_sync(unsigned int mask, int value);
__device__ unsigned int __match_all_sync(unsigned int mask, int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, long int value);
__device__ unsigned int __match_all_sync(unsigned int mask, long int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long int value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, long long int value);
__device__ unsigned int __match_all_sync(unsigned int mask, long long int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long long int value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long long int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, float value);
__device__ unsigned int __match_all_sync(unsigned int mask, float value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, double value);
__device__ unsigned int __match_all_sync(unsigned int mask, double value, int *pred);

/* ---- fast and correctly rounded floating-point intrinsics, conversions ---- */
__device__ float __expf(float x);
__device__ float __exp10f(float x);
__device__ float __logf(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __sinf(float x);
__device__ float __cosf(float x);
__device__ float __tanf(float x);
__device__ void __sincosf(float x, float *sptr, float *cptr);
__device__ float __powf(float x, float y);
__device__ float __fdividef(float x, float y);
__device__ float __saturatef(float x);
__device__ float __frsqrt_rn(float x);
__device__ float __fmaf_ieee_rn(float x, float y, float z);
__device__ float __fmaf_ieee_rz(float x, float y, float z);
__device__ float __fmaf_ieee_ru(float x, float y, float z);
__device__ float __fmaf_ieee_rd(float x, float y, float z);
__device__ double __int2double_rn(int x);
__device__ double __uint2double_rn(unsigned int x);
__device__ int __double2hiint(double x);
__device__ int __double2loint(double x);
__device__ double __hiloint2double(int hi, int lo);
__device__ int __float_as_int(float x);
__device__ unsigned int __float_as_uint(float x);
__device__ float __int_as_float(int x);
__device__ float __uint_as_float(unsigned int x);
__device__ long long int __double_as_longlong(double x);
__device__ double __longlong_as_double(long long int x);
__device__ float __fadd_rn(float x, float y);
__device__ float __fadd_rz(float x, float y);
__device__ float __fadd_ru(float x, float y);
__device__ float __fadd_rd(float x, float y);
__device__ float __fsub_rn(float x, float y);
__device__ float __fsub_rz(float x, float y);
__device__ float __fsub_ru(float x, float y);
__device__ float __fsub_rd(float x, float y);
__device__ float __fmul_rn(float x, float y);
__device__ float __fmul_rz(float x, float y);
__device__ float __fmul_ru(float x, float y);
__device__ float __fmul_rd(float x, float y);
__device__ float __fdiv_rn(float x, float y);
__device__ float __fdiv_rz(float x, float y);
__device__ float __fdiv_ru(float x, float y);
__device__ float __fdiv_rd(float x, float y);
__device__ float __frcp_rn(float x);
__device__ float __frcp_rz(float x);
__device__ float __frcp_ru(float x);
__device__ float __frcp_rd(float x);
__device__ float __fsqrt_rn(float x);
__device__ float __fsqrt_rz(float x);
__device__ float __fsqrt_ru(float x);
__device__ float __fsqrt_rd(float x);
__device__ float __fmaf_rn(float x, float y, float z);
__device__ float __fmaf_rz(float x, float y, float z);
__device__ float __fmaf_ru(float x, float y, float z);
__device__ float __fmaf_rd(float x, float y, float z);
__device__ double __dadd_rn(double x, double y);
__device__ double __dadd_rz(double x, double y);
__device__ double __dadd_ru(double x, double y);
__device__ double __dadd_rd(double x, double y);
__device__ double __dsub_rn(double x, double y);
__device__ double __dsub_rz(double x, double y);
__device__ double __dsub_ru(double x, double y);
__device__ double __dsub_rd(double x, double y);
__device__ double __dmul_rn(double x, double y);
__device__ double __dmul_rz(double x, double y);
__device__ double __dmul_ru(double x, double y);
__device__ double __dmul_rd(double x, double y);
__device__ double __ddiv_rn(double x, double y);
__device__ double __ddiv_rz(double x, double y);
__device__ double __ddiv_ru(double x, double y);
__device__ double __ddiv_rd(double x, double y);
__device__ double __drcp_rn(double x);
__device__ double __drcp_rz(double x);
__device__ double __drcp_ru(double x);
__device__ double __drcp_rd(double x);
__device__ double __dsqrt_rn(double x);
__device__ double __dsqrt_rz(double x);
__device__ double __dsqrt_ru(double x);
__device__ double __dsqrt_rd(double x);
__device__ double __fma_rn(double x, double y, double z);
__device__ double __fma_rz(double x, double y, double z);
__device__ double __fma_ru(double x, double y, double z);
__device__ double __fma_rd(double x, double y, double z);
__device__ int __float2int_rn(float x);
__device__ int __float2int_rz(float x);
__device__ int __float2int_ru(float x);
__device__ int __float2int_rd(float x);
__device__ unsigned int __float2uint_rn(float x);
__device__ unsigned int __float2uint_rz(float x);
__device__ unsigned int __float2uint_ru(float x);
__device__ unsigned int __float2uint_rd(float x);
__device__ long long int __float2ll_rn(float x);
__device__ long long int __float2ll_rz(float x);
__device__ long long int __float2ll_ru(float x);
__device__ long long int __float2ll_rd(float x);
__device__ unsigned long long int __float2ull_rn(float x);
__device__ unsigned long long int __float2ull_rz(float x);
__device__ unsigned long long int __float2ull_ru(float x);
__device__ unsigned long long int __float2ull_rd(float x);
__device__ int __double2int_rn(double x);
__device__ int __double2int_rz(double x);
__device__ int __double2int_ru(double x);
__device__ int __double2int_rd(double x);
__device__ unsigned int __double2uint_rn(double x);
__device__ unsigned int __double2uint_rz(double x);
__device__ unsigned int __double2uint_ru(double x);
__device__ unsigned int __double2uint_rd(double x);
__device__ long long int __double2ll_rn(double x);
__device__ long long int __double2ll_rz(double x);
__device__ long long int __double2ll_ru(double x);
__device__ long long int __double2ll_rd(double x);
__device__ unsigned long long int __double2ull_rn(double x);
__device__ unsigned long long int __double2ull_rz(double x);
__device__ unsigned long long int __double2ull_ru(double x);
__device__ unsigned long long int __double2ull_rd(double x);
__device__ float __double2float_rn(double x);
__device__ float __double2float_rz(double x);
__device__ float __double2float_ru(double x);
__device__ float __double2float_rd(double x);
__device__ float __int2float_rn(int x);
__device__ float __int2float_rz(int x);
__device__ float __int2float_ru(int x);
__device__ float __int2float_rd(int x);
__device__ float __uint2float_rn(unsigned int x);
__device__ float __uint2float_rz(unsigned int x);
__device__ float __uint2float_ru(unsigned int x);
__device__ float __uint2float_rd(unsigned int x);
__device__ float __ll2float_rn(long long int x);
__device__ float __ll2float_rz(long long int x);
__device__ float __ll2float_ru(long long int x);
__device__ float __ll2float_rd(long long int x);
__device__ float __ull2float_rn(unsigned long long int x);
__device__ float __ull2float_rz(unsigned long long int x);
__device__ float __ull2float_ru(unsigned long long int x);
__device__ float __ull2float_rd(unsigned long long int x);
__device__ double __ll2double_rn(long long int x);
__device__ double __ll2double_rz(long long int x);
__device__ double __ll2double_ru(long long int x);
__device__ double __ll2double_rd(long long int x);
__device__ double __ull2double_rn(unsigned long long int x);
__device__ double __ull2double_rz(unsigned long long int x);
__device__ double __ull2double_ru(unsigned long long int x);
__device__ double __ull2double_rd(unsigned long long int x);

/* ---- integer intrinsics ---- */
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long int x);
__device__ int __clz(int x);
__device__ int __clzll(long long int x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long int x);
__device__ unsigned int __fns(unsigned int mask, unsigned int base, int offset);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long int __brevll(unsigned long long int x);

/* GCC's spellings that nvcc's front end takes in device code: the bit builtins it has there (as
   CUDA's intrinsics compute them, which also answer for a zero argument), `__builtin_offsetof`,
   and the keywords GNU headers and macros write. */
#define __builtin_popcount(x) __ferrocuda_popcount((unsigned int)(x), 32)
#define __builtin_popcountll(x) __ferrocuda_popcount((unsigned long long int)(x), 64)
#define __builtin_clz(x) __ferrocuda_clz((unsigned int)(x), 32)
#define __builtin_clzll(x) __ferrocuda_clz((unsigned long long int)(x), 64)
#define __builtin_ffs(x) __ferrocuda_ffs((unsigned int)(x), 32)
#define __builtin_ffsl(x) __ferrocuda_ffs((unsigned long long int)(x), 64)
#define __builtin_ffsll(x) __ferrocuda_ffs((unsigned long long int)(x), 64)
#define __builtin_offsetof(type, member) ((unsigned long)&(((type *)0)->member))
#define __builtin_abs(x) abs(x)
#define __builtin_labs(x) labs(x)
#define __builtin_llabs(x) llabs(x)
#define __builtin_fabs(x) fabs(x)
#define __builtin_fabsf(x) fabsf(x)
/* The math builtins GNU headers call where `__has_builtin` says they exist (libcu++'s
   `complex`, `cmath`): CUDA's functions of the same name. */
#define __builtin_copysign(x, y) copysign(x, y)
#define __builtin_copysignf(x, y) copysignf(x, y)
#define __builtin_scalbn(x, n) scalbn(x, n)
#define __builtin_scalbnf(x, n) scalbnf(x, n)
#define __builtin_logb(x) logb(x)
#define __builtin_logbf(x) logbf(x)
#define __builtin_fmax(x, y) fmax(x, y)
#define __builtin_fmaxf(x, y) fmaxf(x, y)
#define __builtin_fmin(x, y) fmin(x, y)
#define __builtin_fminf(x, y) fminf(x, y)
#define __builtin_fma(x, y, z) fma(x, y, z)
#define __builtin_fmaf(x, y, z) fmaf(x, y, z)
#define __builtin_sqrt(x) sqrt(x)
#define __builtin_sqrtf(x) sqrtf(x)
#define __builtin_floor(x) floor(x)
#define __builtin_floorf(x) floorf(x)
#define __builtin_ceil(x) ceil(x)
#define __builtin_ceilf(x) ceilf(x)
#define __builtin_trunc(x) trunc(x)
#define __builtin_truncf(x) truncf(x)
#define __builtin_hypot(x, y) hypot(x, y)
#define __builtin_hypotf(x, y) hypotf(x, y)
#define __builtin_isnan(x) isnan(x)
#define __builtin_isinf(x) isinf(x)
#define __builtin_isfinite(x) isfinite(x)
#define __builtin_signbit(x) signbit(x)
#define __builtin_nanf(tag) __int_as_float(0x7fc00000)
#define __builtin_nan(tag) __longlong_as_double(0x7ff8000000000000LL)
#define __builtin_nansf(tag) __int_as_float(0x7fa00000)
#define __builtin_nans(tag) __longlong_as_double(0x7ff4000000000000LL)
#define __builtin_inff() __int_as_float(0x7f800000)
#define __builtin_inf() __longlong_as_double(0x7ff0000000000000LL)
#define __builtin_huge_valf() __builtin_inff()
#define __builtin_huge_val() __builtin_inf()
#define __builtin_memcpy(dst, src, n) memcpy(dst, src, n)
#define __builtin_memset(dst, c, n) memset(dst, c, n)
#define __extension__
#define __signed__ signed
#define __signed signed
#define __const const
#define __const__ const
#define __volatile volatile
#define __volatile__ volatile
#define __attribute __attribute__
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
/* True while a constant expression is computed, false in code that runs (the front end's
   constant evaluator and the backends answer it). */
__host__ __device__ constexpr bool __builtin_is_constant_evaluated() noexcept;
/* The bit builtins above, of the low `bits` bits of `x`: constant expressions, as GCC's are, and
   the device's instructions in code that runs. */
static __device__ __forceinline__ constexpr int __ferrocuda_popcount(unsigned long long int x, int bits)
{
    return !__builtin_is_constant_evaluated() ? (bits == 32 ? __popc((unsigned int)x) : __popcll(x))
        : x == 0                              ? 0
                                              : (int)(x & 1) + __ferrocuda_popcount(x >> 1, bits);
}
static __device__ __forceinline__ constexpr int __ferrocuda_clz(unsigned long long int x, int bits)
{
    return !__builtin_is_constant_evaluated() ? (bits == 32 ? __clz((int)x) : __clzll((long long int)x))
        : bits == 0 || ((x >> (bits - 1)) & 1) ? 0
                                              : 1 + __ferrocuda_clz(x, bits - 1);
}
static __device__ __forceinline__ constexpr int __ferrocuda_ffs(unsigned long long int x, int bits)
{
    return !__builtin_is_constant_evaluated() ? (bits == 32 ? __ffs((int)x) : __ffsll((long long int)x))
        : x == 0                              ? 0
        : (x & 1)                             ? 1
                                              : 1 + __ferrocuda_ffs(x >> 1, bits);
}
/* GCC builtins that nvcc's device code has as host functions (measured: calling one there is
   "calling a __host__ function("__builtin_ctz") from a __global__ function"): declared host-only,
   each also defined as itself so that `__has_builtin` answers 1, as it does in nvcc's device pass. */
#define __builtin_popcountl __builtin_popcountl
int __builtin_popcountl(unsigned long);
#define __builtin_clzl __builtin_clzl
int __builtin_clzl(unsigned long);
#define __builtin_ctz __builtin_ctz
int __builtin_ctz(unsigned int);
#define __builtin_ctzl __builtin_ctzl
int __builtin_ctzl(unsigned long);
#define __builtin_ctzll __builtin_ctzll
int __builtin_ctzll(unsigned long long);
#define __builtin_parity __builtin_parity
int __builtin_parity(unsigned int);
#define __builtin_parityl __builtin_parityl
int __builtin_parityl(unsigned long);
#define __builtin_parityll __builtin_parityll
int __builtin_parityll(unsigned long long);
#define __builtin_clrsb __builtin_clrsb
int __builtin_clrsb(int);
#define __builtin_clrsbl __builtin_clrsbl
int __builtin_clrsbl(long);
#define __builtin_clrsbll __builtin_clrsbll
int __builtin_clrsbll(long long);
#define __builtin_bswap16 __builtin_bswap16
unsigned short __builtin_bswap16(unsigned short);
#define __builtin_bswap32 __builtin_bswap32
unsigned int __builtin_bswap32(unsigned int);
#define __builtin_bswap64 __builtin_bswap64
unsigned long __builtin_bswap64(unsigned long);
#define __builtin_add_overflow __builtin_add_overflow
bool __builtin_add_overflow(...);
#define __builtin_sub_overflow __builtin_sub_overflow
bool __builtin_sub_overflow(...);
#define __builtin_mul_overflow __builtin_mul_overflow
bool __builtin_mul_overflow(...);
#define __builtin_fpclassify __builtin_fpclassify
int __builtin_fpclassify(int, int, int, int, int, ...);
#define __builtin_prefetch __builtin_prefetch
void __builtin_prefetch(const void *, ...);
#define __builtin_frame_address __builtin_frame_address
void *__builtin_frame_address(unsigned int);
#define __builtin_object_size __builtin_object_size
unsigned long __builtin_object_size(const void *, int);
#define __builtin_constant_p __builtin_constant_p
int __builtin_constant_p(...);
/* A pointer to the object it points to (no optimization here looks through it). */
#define __builtin_launder(p) (p)
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long int __mul64hi(long long int x, long long int y);
__device__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
__device__ int __hadd(int x, int y);
__device__ int __rhadd(int x, int y);
__device__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ unsigned int __urhadd(unsigned int x, unsigned int y);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ int __dp4a(int srcA, int srcB, int c);
__device__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_lo(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_hi(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c);
/* The vector forms: the same bytes and halves, packed little end first. */
__device__ inline unsigned int __fc_pack4(unsigned char x, unsigned char y, unsigned char z,
                                          unsigned char w)
{
    return x | (unsigned int)y << 8 | (unsigned int)z << 16 | (unsigned int)w << 24;
}
__device__ inline unsigned int __fc_pack2(unsigned short x, unsigned short y)
{
    return x | (unsigned int)y << 16;
}
__device__ inline int __dp4a(char4 srcA, char4 srcB, int c)
{
    return __dp4a((int)__fc_pack4(srcA.x, srcA.y, srcA.z, srcA.w),
                  (int)__fc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}
__device__ inline unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c)
{
    return __dp4a(__fc_pack4(srcA.x, srcA.y, srcA.z, srcA.w),
                  __fc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}
__device__ inline int __dp2a_lo(short2 srcA, char4 srcB, int c)
{
    return __dp2a_lo((int)__fc_pack2(srcA.x, srcA.y),
                     (int)__fc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}
__device__ inline unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c)
{
    return __dp2a_lo(__fc_pack2(srcA.x, srcA.y), __fc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}
__device__ inline int __dp2a_hi(short2 srcA, char4 srcB, int c)
{
    return __dp2a_hi((int)__fc_pack2(srcA.x, srcA.y),
                     (int)__fc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}
__device__ inline unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c)
{
    return __dp2a_hi(__fc_pack2(srcA.x, srcA.y), __fc_pack4(srcB.x, srcB.y, srcB.z, srcB.w), c);
}

/* ---- SIMD video intrinsics ---- */
__device__ unsigned int __vabs2(unsigned int a);
__device__ unsigned int __vabs4(unsigned int a);
__device__ unsigned int __vabsss2(unsigned int a);
__device__ unsigned int __vabsss4(unsigned int a);
__device__ unsigned int __vneg2(unsigned int a);
__device__ unsigned int __vneg4(unsigned int a);
__device__ unsigned int __vnegss2(unsigned int a);
__device__ unsigned int __vnegss4(unsigned int a);
__device__ unsigned int __vadd2(unsigned int a, unsigned int b);
__device__ unsigned int __vadd4(unsigned int a, unsigned int b);
__device__ unsigned int __vaddss2(unsigned int a, unsigned int b);
__device__ unsigned int __vaddss4(unsigned int a, unsigned int b);
__device__ unsigned int __vaddus2(unsigned int a, unsigned int b);
__device__ unsigned int __vaddus4(unsigned int a, unsigned int b);
__device__ unsigned int __vsub2(unsigned int a, unsigned int b);
__device__ unsigned int __vsub4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubss2(unsigned int a, unsigned int b);
__device__ unsigned int __vsubss4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubus2(unsigned int a, unsigned int b);
__device__ unsigned int __vsubus4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu4(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu2(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu4(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmins2(unsigned int a, unsigned int b);
__device__ unsigned int __vmins4(unsigned int a, unsigned int b);
__device__ unsigned int __vminu2(unsigned int a, unsigned int b);
__device__ unsigned int __vminu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsads2(unsigned int a, unsigned int b);
__device__ unsigned int __vsads4(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne4(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq2(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne4(unsigned int a, unsigned int b);

/* ---- cache-hinted loads and stores ---- */
__device__ char __ldg(const char *ptr);
__device__ char __ldcg(const char *ptr);
__device__ char __ldca(const char *ptr);
__device__ char __ldcs(const char *ptr);
__device__ char __ldlu(const char *ptr);
__device__ char __ldcv(const char *ptr);
__device__ void __stwb(char *ptr, char value);
__device__ void __stcg(char *ptr, char value);
__device__ void __stcs(char *ptr, char value);
__device__ void __stwt(char *ptr, char value);
__device__ signed char __ldg(const signed char *ptr);
__device__ signed char __ldcg(const signed char *ptr);
__device__ signed char __ldca(const signed char *ptr);
__device__ signed char __ldcs(const signed char *ptr);
__device__ signed char __ldlu(const signed char *ptr);
__device__ signed char __ldcv(const signed char *ptr);
__device__ void __stwb(signed char *ptr, signed char value);
__device__ void __stcg(signed char *ptr, signed char value);
__device__ void __stcs(signed char *ptr, signed char value);
__device__ void __stwt(signed char *ptr, signed char value);
__device__ short __ldg(const short *ptr);
__device__ short __ldcg(const short *ptr);
__device__ short __ldca(const short *ptr);
__device__ short __ldcs(const short *ptr);
__device__ short __ldlu(const short *ptr);
__device__ short __ldcv(const short *ptr);
__device__ void __stwb(short *ptr, short value);
__device__ void __stcg(short *ptr, short value);
__device__ void __stcs(short *ptr, short value);
__device__ void __stwt(short *ptr, short value);
__device__ int __ldg(const int *ptr);
__device__ int __ldcg(const int *ptr);
__device__ int __ldca(const int *ptr);
__device__ int __ldcs(const int *ptr);
__device__ int __ldlu(const int *ptr);
__device__ int __ldcv(const int *ptr);
__device__ void __stwb(int *ptr, int value);
__device__ void __stcg(int *ptr, int value);
__device__ void __stcs(int *ptr, int value);
__device__ void __stwt(int *ptr, int value);
__device__ long __ldg(const long *ptr);
__device__ long __ldcg(const long *ptr);
__device__ long __ldca(const long *ptr);
__device__ long __ldcs(const long *ptr);
__device__ long __ldlu(const long *ptr);
__device__ long __ldcv(const long *ptr);
__device__ void __stwb(long *ptr, long value);
__device__ void __stcg(long *ptr, long value);
__device__ void __stcs(long *ptr, long value);
__device__ void __stwt(long *ptr, long value);
__device__ long long __ldg(const long long *ptr);
__device__ long long __ldcg(const long long *ptr);
__device__ long long __ldca(const long long *ptr);
__device__ long long __ldcs(const long long *ptr);
__device__ long long __ldlu(const long long *ptr);
__device__ long long __ldcv(const long long *ptr);
__device__ void __stwb(long long *ptr, long long value);
__device__ void __stcg(long long *ptr, long long value);
__device__ void __stcs(long long *ptr, long long value);
__device__ void __stwt(long long *ptr, long long value);
__device__ unsigned char __ldg(const unsigned char *ptr);
__device__ unsigned char __ldcg(const unsigned char *ptr);
__device__ unsigned char __ldca(const unsigned char *ptr);
__device__ unsigned char __ldcs(const unsigned char *ptr);
__device__ unsigned char __ldlu(const unsigned char *ptr);
__device__ unsigned char __ldcv(const unsigned char *ptr);
__device__ void __stwb(unsigned char *ptr, unsigned char value);
__device__ void __stcg(unsigned char *ptr, unsigned char value);
__device__ void __stcs(unsigned char *ptr, unsigned char value);
__device__ void __stwt(unsigned char *ptr, unsigned char value);
__device__ unsigned short __ldg(const unsigned short *ptr);
__device__ unsigned short __ldcg(const unsigned short *ptr);
__device__ unsigned short __ldca(const unsigned short *ptr);
__device__ unsigned short __ldcs(const unsigned short *ptr);
__device__ unsigned short __ldlu(const unsigned short *ptr);
__device__ unsigned short __ldcv(const unsigned short *ptr);
__device__ void __stwb(unsigned short *ptr, unsigned short value);
__device__ void __stcg(unsigned short *ptr, unsigned short value);
__device__ void __stcs(unsigned short *ptr, unsigned short value);
__device__ void __stwt(unsigned short *ptr, unsigned short value);
__device__ unsigned int __ldg(const unsigned int *ptr);
__device__ unsigned int __ldcg(const unsigned int *ptr);
__device__ unsigned int __ldca(const unsigned int *ptr);
__device__ unsigned int __ldcs(const unsigned int *ptr);
__device__ unsigned int __ldlu(const unsigned int *ptr);
__device__ unsigned int __ldcv(const unsigned int *ptr);
__device__ void __stwb(unsigned int *ptr, unsigned int value);
__device__ void __stcg(unsigned int *ptr, unsigned int value);
__device__ void __stcs(unsigned int *ptr, unsigned int value);
__device__ void __stwt(unsigned int *ptr, unsigned int value);
__device__ unsigned long __ldg(const unsigned long *ptr);
__device__ unsigned long __ldcg(const unsigned long *ptr);
__device__ unsigned long __ldca(const unsigned long *ptr);
__device__ unsigned long __ldcs(const unsigned long *ptr);
__device__ unsigned long __ldlu(const unsigned long *ptr);
__device__ unsigned long __ldcv(const unsigned long *ptr);
__device__ void __stwb(unsigned long *ptr, unsigned long value);
__device__ void __stcg(unsigned long *ptr, unsigned long value);
__device__ void __stcs(unsigned long *ptr, unsigned long value);
__device__ void __stwt(unsigned long *ptr, unsigned long value);
__device__ unsigned long long __ldg(const unsigned long long *ptr);
__device__ unsigned long long __ldcg(const unsigned long long *ptr);
__device__ unsigned long long __ldca(const unsigned long long *ptr);
__device__ unsigned long long __ldcs(const unsigned long long *ptr);
__device__ unsigned long long __ldlu(const unsigned long long *ptr);
__device__ unsigned long long __ldcv(const unsigned long long *ptr);
__device__ void __stwb(unsigned long long *ptr, unsigned long long value);
__device__ void __stcg(unsigned long long *ptr, unsigned long long value);
__device__ void __stcs(unsigned long long *ptr, unsigned long long value);
__device__ void __stwt(unsigned long long *ptr, unsigned long long value);
__device__ char2 __ldg(const char2 *ptr);
__device__ char2 __ldcg(const char2 *ptr);
__device__ char2 __ldca(const char2 *ptr);
__device__ char2 __ldcs(const char2 *ptr);
__device__ char2 __ldlu(const char2 *ptr);
__device__ char2 __ldcv(const char2 *ptr);
__device__ void __stwb(char2 *ptr, char2 value);
__device__ void __stcg(char2 *ptr, char2 value);
__device__ void __stcs(char2 *ptr, char2 value);
__device__ void __stwt(char2 *ptr, char2 value);
__device__ char4 __ldg(const char4 *ptr);
__device__ char4 __ldcg(const char4 *ptr);
__device__ char4 __ldca(const char4 *ptr);
__device__ char4 __ldcs(const char4 *ptr);
__device__ char4 __ldlu(const char4 *ptr);
__device__ char4 __ldcv(const char4 *ptr);
__device__ void __stwb(char4 *ptr, char4 value);
__device__ void __stcg(char4 *ptr, char4 value);
__device__ void __stcs(char4 *ptr, char4 value);
__device__ void __stwt(char4 *ptr, char4 value);
__device__ short2 __ldg(const short2 *ptr);
__device__ short2 __ldcg(const short2 *ptr);
__device__ short2 __ldca(const short2 *ptr);
__device__ short2 __ldcs(const short2 *ptr);
__device__ short2 __ldlu(const short2 *ptr);
__device__ short2 __ldcv(const short2 *ptr);
__device__ void __stwb(short2 *ptr, short2 value);
__device__ void __stcg(short2 *ptr, short2 value);
__device__ void __stcs(short2 *ptr, short2 value);
__device__ void __stwt(short2 *ptr, short2 value);
__device__ short4 __ldg(const short4 *ptr);
__device__ short4 __ldcg(const short4 *ptr);
__device__ short4 __ldca(const short4 *ptr);
__device__ short4 __ldcs(const short4 *ptr);
__device__ short4 __ldlu(const short4 *ptr);
__device__ short4 __ldcv(const short4 *ptr);
__device__ void __stwb(short4 *ptr, short4 value);
__device__ void __stcg(short4 *ptr, short4 value);
__device__ void __stcs(short4 *ptr, short4 value);
__device__ void __stwt(short4 *ptr, short4 value);
__device__ int2 __ldg(const int2 *ptr);
__device__ int2 __ldcg(const int2 *ptr);
__device__ int2 __ldca(const int2 *ptr);
__device__ int2 __ldcs(const int2 *ptr);
__device__ int2 __ldlu(const int2 *ptr);
__device__ int2 __ldcv(const int2 *ptr);
__device__ void __stwb(int2 *ptr, int2 value);
__device__ void __stcg(int2 *ptr, int2 value);
__device__ void __stcs(int2 *ptr, int2 value);
__device__ void __stwt(int2 *ptr, int2 value);
__device__ int4 __ldg(const int4 *ptr);
__device__ int4 __ldcg(const int4 *ptr);
__device__ int4 __ldca(const int4 *ptr);
__device__ int4 __ldcs(const int4 *ptr);
__device__ int4 __ldlu(const int4 *ptr);
__device__ int4 __ldcv(const int4 *ptr);
__device__ void __stwb(int4 *ptr, int4 value);
__device__ void __stcg(int4 *ptr, int4 value);
__device__ void __stcs(int4 *ptr, int4 value);
__device__ void __stwt(int4 *ptr, int4 value);
__device__ longlong2 __ldg(const longlong2 *ptr);
__device__ longlong2 __ldcg(const longlong2 *ptr);
__device__ longlong2 __ldca(const longlong2 *ptr);
__device__ longlong2 __ldcs(const longlong2 *ptr);
__device__ longlong2 __ldlu(const longlong2 *ptr);
__device__ longlong2 __ldcv(const longlong2 *ptr);
__device__ void __stwb(longlong2 *ptr, longlong2 value);
__device__ void __stcg(longlong2 *ptr, longlong2 value);
__device__ void __stcs(longlong2 *ptr, longlong2 value);
__device__ void __stwt(longlong2 *ptr, longlong2 value);
__device__ uchar2 __ldg(const uchar2 *ptr);
__device__ uchar2 __ldcg(const uchar2 *ptr);
__device__ uchar2 __ldca(const uchar2 *ptr);
__device__ uchar2 __ldcs(const uchar2 *ptr);
__device__ uchar2 __ldlu(const uchar2 *ptr);
__device__ uchar2 __ldcv(const uchar2 *ptr);
__device__ void __stwb(uchar2 *ptr, uchar2 value);
__device__ void __stcg(uchar2 *ptr, uchar2 value);
__device__ void __stcs(uchar2 *ptr, uchar2 value);
__device__ void __stwt(uchar2 *ptr, uchar2 value);
__device__ uchar4 __ldg(const uchar4 *ptr);
__device__ uchar4 __ldcg(const uchar4 *ptr);
__device__ uchar4 __ldca(const uchar4 *ptr);
__device__ uchar4 __ldcs(const uchar4 *ptr);
__device__ uchar4 __ldlu(const uchar4 *ptr);
__device__ uchar4 __ldcv(const uchar4 *ptr);
__device__ void __stwb(uchar4 *ptr, uchar4 value);
__device__ void __stcg(uchar4 *ptr, uchar4 value);
__device__ void __stcs(uchar4 *ptr, uchar4 value);
__device__ void __stwt(uchar4 *ptr, uchar4 value);
__device__ ushort2 __ldg(const ushort2 *ptr);
__device__ ushort2 __ldcg(const ushort2 *ptr);
__device__ ushort2 __ldca(const ushort2 *ptr);
__device__ ushort2 __ldcs(const ushort2 *ptr);
__device__ ushort2 __ldlu(const ushort2 *ptr);
__device__ ushort2 __ldcv(const ushort2 *ptr);
__device__ void __stwb(ushort2 *ptr, ushort2 value);
__device__ void __stcg(ushort2 *ptr, ushort2 value);
__device__ void __stcs(ushort2 *ptr, ushort2 value);
__device__ void __stwt(ushort2 *ptr, ushort2 value);
__device__ ushort4 __ldg(const ushort4 *ptr);
__device__ ushort4 __ldcg(const ushort4 *ptr);
__device__ ushort4 __ldca(const ushort4 *ptr);
__device__ ushort4 __ldcs(const ushort4 *ptr);
__device__ ushort4 __ldlu(const ushort4 *ptr);
__device__ ushort4 __ldcv(const ushort4 *ptr);
__device__ void __stwb(ushort4 *ptr, ushort4 value);
__device__ void __stcg(ushort4 *ptr, ushort4 value);
__device__ void __stcs(ushort4 *ptr, ushort4 value);
__device__ void __stwt(ushort4 *ptr, ushort4 value);
__device__ uint2 __ldg(const uint2 *ptr);
__device__ uint2 __ldcg(const uint2 *ptr);
__device__ uint2 __ldca(const uint2 *ptr);
__device__ uint2 __ldcs(const uint2 *ptr);
__device__ uint2 __ldlu(const uint2 *ptr);
__device__ uint2 __ldcv(const uint2 *ptr);
__device__ void __stwb(uint2 *ptr, uint2 value);
__device__ void __stcg(uint2 *ptr, uint2 value);
__device__ void __stcs(uint2 *ptr, uint2 value);
__device__ void __stwt(uint2 *ptr, uint2 value);
__device__ uint4 __ldg(const uint4 *ptr);
__device__ uint4 __ldcg(const uint4 *ptr);
__device__ uint4 __ldca(const uint4 *ptr);
__device__ uint4 __ldcs(const uint4 *ptr);
__device__ uint4 __ldlu(const uint4 *ptr);
__device__ uint4 __ldcv(const uint4 *ptr);
__device__ void __stwb(uint4 *ptr, uint4 value);
__device__ void __stcg(uint4 *ptr, uint4 value);
__device__ void __stcs(uint4 *ptr, uint4 value);
__device__ void __stwt(uint4 *ptr, uint4 value);
__device__ ulonglong2 __ldg(const ulonglong2 *ptr);
__device__ ulonglong2 __ldcg(const ulonglong2 *ptr);
__device__ ulonglong2 __ldca(const ulonglong2 *ptr);
__device__ ulonglong2 __ldcs(const ulonglong2 *ptr);
__device__ ulonglong2 __ldlu(const ulonglong2 *ptr);
__device__ ulonglong2 __ldcv(const ulonglong2 *ptr);
__device__ void __stwb(ulonglong2 *ptr, ulonglong2 value);
__device__ void __stcg(ulonglong2 *ptr, ulonglong2 value);
__device__ void __stcs(ulonglong2 *ptr, ulonglong2 value);
__device__ void __stwt(ulonglong2 *ptr, ulonglong2 value);
__device__ float __ldg(const float *ptr);
__device__ float __ldcg(const float *ptr);
__device__ float __ldca(const float *ptr);
__device__ float __ldcs(const float *ptr);
__device__ float __ldlu(const float *ptr);
__device__ float __ldcv(const float *ptr);
__device__ void __stwb(float *ptr, float value);
__device__ void __stcg(float *ptr, float value);
__device__ void __stcs(float *ptr, float value);
__device__ void __stwt(float *ptr, float value);
__device__ float2 __ldg(const float2 *ptr);
__device__ float2 __ldcg(const float2 *ptr);
__device__ float2 __ldca(const float2 *ptr);
__device__ float2 __ldcs(const float2 *ptr);
__device__ float2 __ldlu(const float2 *ptr);
__device__ float2 __ldcv(const float2 *ptr);
__device__ void __stwb(float2 *ptr, float2 value);
__device__ void __stcg(float2 *ptr, float2 value);
__device__ void __stcs(float2 *ptr, float2 value);
__device__ void __stwt(float2 *ptr, float2 value);
__device__ float4 __ldg(const float4 *ptr);
__device__ float4 __ldcg(const float4 *ptr);
__device__ float4 __ldca(const float4 *ptr);
__device__ float4 __ldcs(const float4 *ptr);
__device__ float4 __ldlu(const float4 *ptr);
__device__ float4 __ldcv(const float4 *ptr);
__device__ void __stwb(float4 *ptr, float4 value);
__device__ void __stcg(float4 *ptr, float4 value);
__device__ void __stcs(float4 *ptr, float4 value);
__device__ void __stwt(float4 *ptr, float4 value);
__device__ double __ldg(const double *ptr);
__device__ double __ldcg(const double *ptr);
__device__ double __ldca(const double *ptr);
__device__ double __ldcs(const double *ptr);
__device__ double __ldlu(const double *ptr);
__device__ double __ldcv(const double *ptr);
__device__ void __stwb(double *ptr, double value);
__device__ void __stcg(double *ptr, double value);
__device__ void __stcs(double *ptr, double value);
__device__ void __stwt(double *ptr, double value);
__device__ double2 __ldg(const double2 *ptr);
__device__ double2 __ldcg(const double2 *ptr);
__device__ double2 __ldca(const double2 *ptr);
__device__ double2 __ldcs(const double2 *ptr);
__device__ double2 __ldlu(const double2 *ptr);
__device__ double2 __ldcv(const double2 *ptr);
__device__ void __stwb(double2 *ptr, double2 value);
__device__ void __stcg(double2 *ptr, double2 value);
__device__ void __stcs(double2 *ptr, double2 value);
__device__ void __stwt(double2 *ptr, double2 value);

/* ---- atomics (the _block and _system scopes are sm_60 and later) ---- */
__device__ int atomicAdd(int *address, int val);
__device__ int atomicAdd_block(int *address, int val);
__device__ int atomicAdd_system(int *address, int val);
__device__ unsigned int atomicAdd(unsigned int *address, unsigned int val);
__device__ unsigned int atomicAdd_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicAdd_system(unsigned int *address, unsigned int val);
__device__ unsigned long long int atomicAdd(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicAdd_block(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicAdd_system(unsigned long long int *address, unsigned long long int val);
__device__ float atomicAdd(float *address, float val);
__device__ float atomicAdd_block(float *address, float val);
__device__ float atomicAdd_system(float *address, float val);
__device__ double atomicAdd(double *address, double val);
__device__ double atomicAdd_block(double *address, double val);
__device__ double atomicAdd_system(double *address, double val);
/* sm_90's vector forms are atomic for each element, not for the vector: one atomic add each. */
__device__ inline float2 atomicAdd(float2 *address, float2 val)
{
    float2 old;
    old.x = atomicAdd(&address->x, val.x);
    old.y = atomicAdd(&address->y, val.y);
    return old;
}
__device__ inline float4 atomicAdd(float4 *address, float4 val)
{
    float4 old;
    old.x = atomicAdd(&address->x, val.x);
    old.y = atomicAdd(&address->y, val.y);
    old.z = atomicAdd(&address->z, val.z);
    old.w = atomicAdd(&address->w, val.w);
    return old;
}
__device__ int atomicSub(int *address, int val);
__device__ int atomicSub_block(int *address, int val);
__device__ int atomicSub_system(int *address, int val);
__device__ unsigned int atomicSub(unsigned int *address, unsigned int val);
__device__ unsigned int atomicSub_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicSub_system(unsigned int *address, unsigned int val);
__device__ int atomicExch(int *address, int val);
__device__ int atomicExch_block(int *address, int val);
__device__ int atomicExch_system(int *address, int val);
__device__ unsigned int atomicExch(unsigned int *address, unsigned int val);
__device__ unsigned int atomicExch_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicExch_system(unsigned int *address, unsigned int val);
__device__ unsigned long long int atomicExch(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicExch_block(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicExch_system(unsigned long long int *address, unsigned long long int val);
__device__ float atomicExch(float *address, float val);
__device__ float atomicExch_block(float *address, float val);
__device__ float atomicExch_system(float *address, float val);
__device__ int atomicMin(int *address, int val);
__device__ int atomicMin_block(int *address, int val);
__device__ int atomicMin_system(int *address, int val);
__device__ int atomicMax(int *address, int val);
__device__ int atomicMax_block(int *address, int val);
__device__ int atomicMax_system(int *address, int val);
__device__ unsigned int atomicMin(unsigned int *address, unsigned int val);
__device__ unsigned int atomicMin_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicMin_system(unsigned int *address, unsigned int val);
__device__ unsigned int atomicMax(unsigned int *address, unsigned int val);
__device__ unsigned int atomicMax_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicMax_system(unsigned int *address, unsigned int val);
__device__ long long int atomicMin(long long int *address, long long int val);
__device__ long long int atomicMin_block(long long int *address, long long int val);
__device__ long long int atomicMin_system(long long int *address, long long int val);
__device__ long long int atomicMax(long long int *address, long long int val);
__device__ long long int atomicMax_block(long long int *address, long long int val);
__device__ long long int atomicMax_system(long long int *address, long long int val);
__device__ unsigned long long int atomicMin(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicMin_block(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicMin_system(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicMax(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicMax_block(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicMax_system(unsigned long long int *address, unsigned long long int val);
__device__ unsigned int atomicInc(unsigned int *address, unsigned int val);
__device__ unsigned int atomicInc_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicInc_system(unsigned int *address, unsigned int val);
__device__ unsigned int atomicDec(unsigned int *address, unsigned int val);
__device__ unsigned int atomicDec_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicDec_system(unsigned int *address, unsigned int val);
__device__ int atomicAnd(int *address, int val);
__device__ int atomicAnd_block(int *address, int val);
__device__ int atomicAnd_system(int *address, int val);
__device__ int atomicOr(int *address, int val);
__device__ int atomicOr_block(int *address, int val);
__device__ int atomicOr_system(int *address, int val);
__device__ int atomicXor(int *address, int val);
__device__ int atomicXor_block(int *address, int val);
__device__ int atomicXor_system(int *address, int val);
__device__ unsigned int atomicAnd(unsigned int *address, unsigned int val);
__device__ unsigned int atomicAnd_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicAnd_system(unsigned int *address, unsigned int val);
__device__ unsigned int atomicOr(unsigned int *address, unsigned int val);
__device__ unsigned int atomicOr_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicOr_system(unsigned int *address, unsigned int val);
__device__ unsigned int atomicXor(unsigned int *address, unsigned int val);
__device__ unsigned int atomicXor_block(unsigned int *address, unsigned int val);
__device__ unsigned int atomicXor_system(unsigned int *address, unsigned int val);
__device__ unsigned long long int atomicAnd(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicAnd_block(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicAnd_system(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicOr(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicOr_block(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicOr_system(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicXor(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicXor_block(unsigned long long int *address, unsigned long long int val);
__device__ unsigned long long int atomicXor_system(unsigned long long int *address, unsigned long long int val);
__device__ int atomicCAS(int *address, int compare, int val);
__device__ int atomicCAS_block(int *address, int compare, int val);
__device__ int atomicCAS_system(int *address, int compare, int val);
__device__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
__device__ unsigned int atomicCAS_block(unsigned int *address, unsigned int compare, unsigned int val);
__device__ unsigned int atomicCAS_system(unsigned int *address, unsigned int compare, unsigned int val);
__device__ unsigned long long int atomicCAS(unsigned long long int *address, unsigned long long int compare, unsigned long long int val);
__device__ unsigned long long int atomicCAS_block(unsigned long long int *address, unsigned long long int compare, unsigned long long int val);
__device__ unsigned long long int atomicCAS_system(unsigned long long int *address, unsigned long long int compare, unsigned long long int val);
__device__ unsigned short int atomicCAS(unsigned short int *address, unsigned short int compare, unsigned short int val);
__device__ unsigned short int atomicCAS_block(unsigned short int *address, unsigned short int compare, unsigned short int val);
__device__ unsigned short int atomicCAS_system(unsigned short int *address, unsigned short int compare, unsigned short int val);

#else /* host pass */

#if defined(__cplusplus)
#include <cstring>

static inline float __int_as_float(int x)
{
    float f;
    std::memcpy(&f, &x, sizeof f);
    return f;
}

static inline float __uint_as_float(unsigned int x)
{
    float f;
    std::memcpy(&f, &x, sizeof f);
    return f;
}

static inline int __float_as_int(float x)
{
    int i;
    std::memcpy(&i, &x, sizeof i);
    return i;
}

static inline unsigned int __float_as_uint(float x)
{
    unsigned int i;
    std::memcpy(&i, &x, sizeof i);
    return i;
}

static inline double __longlong_as_double(long long int x)
{
    double d;
    std::memcpy(&d, &x, sizeof d);
    return d;
}

static inline long long int __double_as_longlong(double x)
{
    long long int i;
    std::memcpy(&i, &x, sizeof i);
    return i;
}
#endif /* __cplusplus */

#endif /* __CUDA_ARCH__ */

#include "nv_atomic_functions.h"
#include "dpx_functions.h"

#endif /* __FERROCUDA_CRT_DEVICE_FUNCTIONS_H__ */
