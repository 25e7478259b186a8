/*
 * Half precision: the __half and __half2 storage types and the conversion / arithmetic
 * intrinsics. C++ operators on __half are not provided; arithmetic goes through __hadd etc.
 *
 * Device pass: bodiless intrinsics. Host pass: the float conversions only, implemented in
 * software with round-to-nearest-even (CUDA offers these on the host as well).
 */
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__

#include "crt/host_defines.h"
#include "vector_types.h"

typedef struct __align__(2) {
    unsigned short x;
} __half_raw;

typedef struct __align__(4) {
    unsigned short x;
    unsigned short y;
} __half2_raw;

struct __align__(2) __half {
    unsigned short __x;
};

struct __align__(4) __half2 {
    struct __half x;
    struct __half y;
};

typedef struct __half half;
typedef struct __half2 half2;

#if defined(__cplusplus)

#if defined(__CUDA_ARCH__)

__device__ __half __float2half(float a);
__device__ __half __float2half_rn(float a);
__device__ __half __float2half_rz(float a);
__device__ __half __float2half_ru(float a);
__device__ __half __float2half_rd(float a);
__device__ float __half2float(__half a);
__device__ __half2 __float2half2_rn(float a);
__device__ __half2 __floats2half2_rn(float a, float b);
__device__ float2 __half22float2(__half2 a);
__device__ float __low2float(__half2 a);
__device__ float __high2float(__half2 a);
__device__ __half __low2half(__half2 a);
__device__ __half __high2half(__half2 a);
__device__ __half2 __halves2half2(__half a, __half b);
__device__ __half2 __half2half2(__half a);
__device__ __half __int2half_rn(int i);
__device__ int __half2int_rz(__half h);
__device__ __half __short2half_rn(short i);
__device__ short __half2short_rz(__half h);
__device__ __half __uint2half_rn(unsigned int i);
__device__ unsigned int __half2uint_rz(__half h);
__device__ __half __ushort2half_rn(unsigned short i);
__device__ unsigned short __half2ushort_rz(__half h);
__device__ __half __ll2half_rn(long long i);
__device__ long long __half2ll_rz(__half h);
__device__ __half __ull2half_rn(unsigned long long i);
__device__ unsigned long long __half2ull_rz(__half h);
__device__ unsigned short __half_as_ushort(__half h);
__device__ short __half_as_short(__half h);
__device__ __half __ushort_as_half(unsigned short i);
__device__ __half __short_as_half(short i);
__device__ __half __hadd(__half a, __half b);
__device__ __half __hsub(__half a, __half b);
__device__ __half __hmul(__half a, __half b);
__device__ __half __hdiv(__half a, __half b);
__device__ __half __hmax(__half a, __half b);
__device__ __half __hmin(__half a, __half b);
__device__ __half __hadd_sat(__half a, __half b);
__device__ __half __hsub_sat(__half a, __half b);
__device__ __half __hmul_sat(__half a, __half b);
__device__ __half2 __hadd2(__half2 a, __half2 b);
__device__ __half2 __hsub2(__half2 a, __half2 b);
__device__ __half2 __hmul2(__half2 a, __half2 b);
__device__ __half2 __h2div(__half2 a, __half2 b);
__device__ __half2 __hmax2(__half2 a, __half2 b);
__device__ __half2 __hmin2(__half2 a, __half2 b);
__device__ __half2 __hadd2_sat(__half2 a, __half2 b);
__device__ __half2 __hsub2_sat(__half2 a, __half2 b);
__device__ __half2 __hmul2_sat(__half2 a, __half2 b);
__device__ __half __hfma(__half a, __half b, __half c);
__device__ __half2 __hfma2(__half2 a, __half2 b, __half2 c);
__device__ __half __hneg(__half a);
__device__ __half __habs(__half a);
__device__ __half2 __hneg2(__half2 a);
__device__ __half2 __habs2(__half2 a);
__device__ bool __heq(__half a, __half b);
__device__ bool __hne(__half a, __half b);
__device__ bool __hlt(__half a, __half b);
__device__ bool __hle(__half a, __half b);
__device__ bool __hgt(__half a, __half b);
__device__ bool __hge(__half a, __half b);
__device__ bool __hequ(__half a, __half b);
__device__ bool __hneu(__half a, __half b);
__device__ bool __hltu(__half a, __half b);
__device__ bool __hleu(__half a, __half b);
__device__ bool __hgtu(__half a, __half b);
__device__ bool __hgeu(__half a, __half b);
__device__ bool __hbeq2(__half2 a, __half2 b);
__device__ bool __hbne2(__half2 a, __half2 b);
__device__ bool __hblt2(__half2 a, __half2 b);
__device__ bool __hble2(__half2 a, __half2 b);
__device__ bool __hbgt2(__half2 a, __half2 b);
__device__ bool __hbge2(__half2 a, __half2 b);
__device__ __half2 __heq2(__half2 a, __half2 b);
__device__ __half2 __hne2(__half2 a, __half2 b);
__device__ __half2 __hlt2(__half2 a, __half2 b);
__device__ __half2 __hle2(__half2 a, __half2 b);
__device__ __half2 __hgt2(__half2 a, __half2 b);
__device__ __half2 __hge2(__half2 a, __half2 b);
__device__ bool __hisnan(__half a);
__device__ int __hisinf(__half a);
__device__ __half2 __hisnan2(__half2 a);
__device__ __half hsqrt(__half a);
__device__ __half2 h2sqrt(__half2 a);
__device__ __half hrsqrt(__half a);
__device__ __half2 h2rsqrt(__half2 a);
__device__ __half hrcp(__half a);
__device__ __half2 h2rcp(__half2 a);
__device__ __half hexp(__half a);
__device__ __half2 h2exp(__half2 a);
__device__ __half hexp2(__half a);
__device__ __half2 h2exp2(__half2 a);
__device__ __half hexp10(__half a);
__device__ __half2 h2exp10(__half2 a);
__device__ __half hlog(__half a);
__device__ __half2 h2log(__half2 a);
__device__ __half hlog2(__half a);
__device__ __half2 h2log2(__half2 a);
__device__ __half hlog10(__half a);
__device__ __half2 h2log10(__half2 a);
__device__ __half hsin(__half a);
__device__ __half2 h2sin(__half2 a);
__device__ __half hcos(__half a);
__device__ __half2 h2cos(__half2 a);
__device__ __half hceil(__half a);
__device__ __half2 h2ceil(__half2 a);
__device__ __half hfloor(__half a);
__device__ __half2 h2floor(__half2 a);
__device__ __half hrint(__half a);
__device__ __half2 h2rint(__half2 a);
__device__ __half htrunc(__half a);
__device__ __half2 h2trunc(__half2 a);
__device__ __half atomicAdd(__half *address, __half val);
__device__ __half2 atomicAdd(__half2 *address, __half2 val);
__device__ __half __shfl_sync(unsigned int mask, __half var, int srcLane, int width = warpSize);
__device__ __half2 __shfl_sync(unsigned int mask, __half2 var, int srcLane, int width = warpSize);
__device__ __half __shfl_up_sync(unsigned int mask, __half var, unsigned int delta, int width = warpSize);
__device__ __half2 __shfl_up_sync(unsigned int mask, __half2 var, unsigned int delta, int width = warpSize);
__device__ __half __shfl_down_sync(unsigned int mask, __half var, unsigned int delta, int width = warpSize);
__device__ __half2 __shfl_down_sync(unsigned int mask, __half2 var, unsigned int delta, int width = warpSize);
__device__ __half __shfl_xor_sync(unsigned int mask, __half var, int laneMask, int width = warpSize);
__device__ __half2 __shfl_xor_sync(unsigned int mask, __half2 var, int laneMask, int width = warpSize);
__device__ __half __ldg(const __half *ptr);
__device__ __half2 __ldg(const __half2 *ptr);

#else /* host pass */

#include <string.h>

static inline unsigned short __ferrocuda_float_to_half_bits(float f)
{
    unsigned int x;
    memcpy(&x, &f, sizeof x);
    unsigned int sign = (x >> 16) & 0x8000u;
    unsigned int exp = (x >> 23) & 0xffu;
    unsigned int mant = x & 0x7fffffu;
    if (exp == 0xffu)
        return (unsigned short)(sign | 0x7c00u | (mant ? 0x200u : 0u));
    int e = (int)exp - 127 + 15;
    if (e >= 0x1f)
        return (unsigned short)(sign | 0x7c00u);
    if (e <= 0) {
        /* Result is subnormal (or zero): shift the implicit-one mantissa into place. */
        if (e < -10)
            return (unsigned short)sign;
        mant |= 0x800000u;
        unsigned int shift = (unsigned int)(14 - e);
        unsigned int h = mant >> shift;
        unsigned int rem = mant & ((1u << shift) - 1u);
        unsigned int mid = 1u << (shift - 1u);
        if (rem > mid || (rem == mid && (h & 1u)))
            ++h;
        return (unsigned short)(sign | h);
    }
    unsigned int h = ((unsigned int)e << 10) | (mant >> 13);
    unsigned int rem = mant & 0x1fffu;
    /* A carry out of the mantissa correctly bumps the exponent (up to infinity). */
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1u)))
        ++h;
    return (unsigned short)(sign | h);
}

static inline float __ferrocuda_half_bits_to_float(unsigned short h)
{
    unsigned int sign = ((unsigned int)h & 0x8000u) << 16;
    unsigned int exp = ((unsigned int)h >> 10) & 0x1fu;
    unsigned int mant = (unsigned int)h & 0x3ffu;
    unsigned int bits;
    if (exp == 0x1fu) {
        bits = sign | 0x7f800000u | (mant << 13);
    } else if (exp == 0) {
        if (mant == 0) {
            bits = sign;
        } else {
            int e = -1;
            do {
                ++e;
                mant <<= 1;
            } while (!(mant & 0x400u));
            mant &= 0x3ffu;
            bits = sign | ((unsigned int)(127 - 15 - e) << 23) | (mant << 13);
        }
    } else {
        bits = sign | ((exp + 112u) << 23) | (mant << 13);
    }
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static inline __half __float2half(float a)
{
    __half h;
    h.__x = __ferrocuda_float_to_half_bits(a);
    return h;
}

static inline __half __float2half_rn(float a)
{
    return __float2half(a);
}

static inline float __half2float(__half a)
{
    return __ferrocuda_half_bits_to_float(a.__x);
}

static inline __half2 __floats2half2_rn(float a, float b)
{
    __half2 r;
    r.x = __float2half(a);
    r.y = __float2half(b);
    return r;
}

static inline __half2 __float2half2_rn(float a)
{
    return __floats2half2_rn(a, a);
}

static inline float2 __half22float2(__half2 a)
{
    float2 r;
    r.x = __half2float(a.x);
    r.y = __half2float(a.y);
    return r;
}

static inline float __low2float(__half2 a)
{
    return __half2float(a.x);
}

static inline float __high2float(__half2 a)
{
    return __half2float(a.y);
}

static inline __half2 __halves2half2(__half a, __half b)
{
    __half2 r;
    r.x = a;
    r.y = b;
    return r;
}

#endif /* __CUDA_ARCH__ */

#endif /* __cplusplus */

#endif /* __CUDA_FP16_H__ */
