/*
 * Half precision: __half and __half2 with CUDA's conversions, arithmetic, comparisons and C++
 * operators.
 *
 * Everything is C++ over the 16-bit storage, __host__ __device__, so the host pass, the CPU
 * backend and the NVIDIA backend (which prints it back as CUDA C) compute the same bits. The
 * operations __nv_bfloat16 shares are in crt/ferrocuda_half_ops.h, which says how they round.
 */
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__

#include "crt/host_defines.h"
#include "crt/device_functions.h"
#include "crt/math_functions.h"
#include "vector_types.h"
#include "crt/ferrocuda_half_class.h"

typedef struct __align__(2) {
    unsigned short x;
} __half_raw;

typedef struct __align__(4) {
    unsigned short x;
    unsigned short y;
} __half2_raw;

#if !defined(__cplusplus)

struct __align__(2) __half {
    unsigned short __x;
};

struct __align__(4) __half2 {
    struct __half x;
    struct __half y;
};

typedef struct __half half;
typedef struct __half2 half2;

#else /* __cplusplus */

#define __FERROCUDA_FP16 __host__ __device__ inline

/* Round to nearest even; NaN becomes the canonical NaN, as the GPU's conversion does. */
__FERROCUDA_FP16 unsigned short __ferrocuda_double2half_bits(double d)
{
    unsigned long long x = (unsigned long long)__double_as_longlong(d);
    unsigned int sign = (unsigned int)(x >> 48) & 0x8000u;
    unsigned int exp = (unsigned int)(x >> 52) & 0x7ffu;
    unsigned long long mant = x & 0xfffffffffffffull;
    if (exp == 0x7ffu)
        return mant ? (unsigned short)0x7fffu : (unsigned short)(sign | 0x7c00u);
    int e = (int)exp - 1023 + 15;
    if (e >= 31)
        return (unsigned short)(sign | 0x7c00u);
    /* Below half the smallest subnormal (2^-25): zero. */
    if (e < -10)
        return (unsigned short)sign;
    mant |= 1ull << 52;
    /* Subnormal results keep fewer bits; the implicit bit then lands in the fraction. */
    unsigned int shift = e > 0 ? 42u : (unsigned int)(43 - e);
    unsigned int h = (e > 0 ? (unsigned int)(e - 1) << 10 : 0u) + (unsigned int)(mant >> shift);
    unsigned long long rem = mant & ((1ull << shift) - 1ull);
    unsigned long long halfway = 1ull << (shift - 1u);
    /* A carry out of the fraction correctly bumps the exponent, up to infinity. */
    if (rem > halfway || (rem == halfway && (h & 1u)))
        ++h;
    return (unsigned short)(sign | h);
}

__FERROCUDA_FP16 float __ferrocuda_half_bits2float(unsigned short h)
{
    unsigned int sign = ((unsigned int)h & 0x8000u) << 16;
    unsigned int exp = ((unsigned int)h >> 10) & 0x1fu;
    unsigned int mant = (unsigned int)h & 0x3ffu;
    /* A NaN becomes the canonical 0x7fffffff, as the GPU's conversion makes it. */
    if (exp == 0x1fu)
        return __uint_as_float(mant ? 0x7fffffffu : sign | 0x7f800000u);
    if (exp == 0) {
        float f = (float)mant * 5.9604644775390625e-8f; /* 2^-24, exact */
        return sign ? -f : f;
    }
    return __uint_as_float(sign | ((exp + 112u) << 23) | (mant << 13));
}

struct __align__(2) __half {
    unsigned short __x;

    __half() = default;
    __host__ __device__ __half(const __half_raw &r) : __x(r.x) {}
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
    __host__ __device__ __half(float f) : __x(__ferrocuda_double2half_bits(f)) {}
    __host__ __device__ __half(double d) : __x(__ferrocuda_double2half_bits(d)) {}
    __host__ __device__ __half(int i) : __x(__ferrocuda_double2half_bits(i)) {}
    __host__ __device__ __half(unsigned int i) : __x(__ferrocuda_double2half_bits(i)) {}
    __host__ __device__ __half(short i) : __x(__ferrocuda_double2half_bits(i)) {}
    __host__ __device__ __half(unsigned short i) : __x(__ferrocuda_double2half_bits(i)) {}
    __host__ __device__ __half(long i) : __x(__ferrocuda_double2half_bits(__ferrocuda_ll2double_odd(i))) {}
    __host__ __device__ __half(unsigned long i) : __x(__ferrocuda_double2half_bits(__ferrocuda_ull2double_odd(i))) {}
    __host__ __device__ __half(long long i) : __x(__ferrocuda_double2half_bits(__ferrocuda_ll2double_odd(i))) {}
    __host__ __device__ __half(unsigned long long i) : __x(__ferrocuda_double2half_bits(__ferrocuda_ull2double_odd(i))) {}
    __host__ __device__ operator float() const { return __ferrocuda_half_bits2float(__x); }
    __FERROCUDA_INTEGER_CONVERSIONS
#endif
    __host__ __device__ operator __half_raw() const
    {
        __half_raw r;
        r.x = __x;
        return r;
    }
};

struct __align__(4) __half2 {
    __half x;
    __half y;

    __half2() = default;
    __host__ __device__ __half2(const __half &a, const __half &b) : x(a), y(b) {}
    __host__ __device__ __half2(const __half2_raw &r)
    {
        x.__x = r.x;
        y.__x = r.y;
    }
};

typedef __half half;
typedef __half2 half2;

/* ---- bit casts and conversions ---- */

__FERROCUDA_FP16 unsigned short __half_as_ushort(__half h)
{
    return h.__x;
}

__FERROCUDA_FP16 short __half_as_short(__half h)
{
    return (short)h.__x;
}

__FERROCUDA_FP16 __half __ushort_as_half(unsigned short i)
{
    __half h;
    h.__x = i;
    return h;
}

__FERROCUDA_FP16 __half __short_as_half(short i)
{
    return __ushort_as_half((unsigned short)i);
}

__FERROCUDA_FP16 __half __double2half(double a)
{
    return __ushort_as_half(__ferrocuda_double2half_bits(a));
}

__FERROCUDA_FP16 __half __float2half(float a)
{
    return __double2half(a);
}

__FERROCUDA_FP16 __half __float2half_rn(float a)
{
    return __double2half(a);
}

__FERROCUDA_FP16 float __half2float(__half a)
{
    return __ferrocuda_half_bits2float(a.__x);
}

__FERROCUDA_FP16 __half2 __floats2half2_rn(float a, float b)
{
    return __half2(__float2half(a), __float2half(b));
}

__FERROCUDA_FP16 __half2 __float2half2_rn(float a)
{
    return __floats2half2_rn(a, a);
}

__FERROCUDA_FP16 __half2 __float22half2_rn(float2 a)
{
    return __floats2half2_rn(a.x, a.y);
}

__FERROCUDA_FP16 float2 __half22float2(__half2 a)
{
    float2 r;
    r.x = __half2float(a.x);
    r.y = __half2float(a.y);
    return r;
}

__FERROCUDA_FP16 __half __low2half(__half2 a)
{
    return a.x;
}

__FERROCUDA_FP16 __half __high2half(__half2 a)
{
    return a.y;
}

__FERROCUDA_FP16 __half2 __halves2half2(__half a, __half b)
{
    return __half2(a, b);
}

__FERROCUDA_FP16 __half2 make_half2(__half x, __half y)
{
    return __half2(x, y);
}

__FERROCUDA_FP16 __half2 __half2half2(__half a)
{
    return __half2(a, a);
}

__FERROCUDA_FP16 __half2 __lows2half2(__half2 a, __half2 b)
{
    return __half2(a.x, b.x);
}

__FERROCUDA_FP16 __half2 __highs2half2(__half2 a, __half2 b)
{
    return __half2(a.y, b.y);
}

__FERROCUDA_FP16 __half2 __low2half2(__half2 a)
{
    return __half2(a.x, a.x);
}

__FERROCUDA_FP16 __half2 __high2half2(__half2 a)
{
    return __half2(a.y, a.y);
}

#define __FC_SCALAR __half
#define __FC_PAIR __half2
#define __FC_TO_FLOAT(a) __half2float(a)
#define __FC_FROM_DOUBLE(d) __double2half(d)
#define __FC_FROM_BITS(u) __ushort_as_half(u)
#define __FC_ONE_BITS 0x3c00u
#define __FC_INF_BITS 0x7c00u
#define __FC_BOOL __ferrocuda_hbool
#define __FC_PAIR_AS_UINT __ferrocuda_half2_as_uint
#define __FC_UINT_AS_PAIR __ferrocuda_uint_as_half2
#define __FC_FN __FERROCUDA_FP16
#define __FC_TO(to) __half2##to
#define __FC_FROM(from, mode) __##from##2half_##mode
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
#define __FC_CONVERSIONS
#endif
#if !defined(__CUDA_NO_HALF_OPERATORS__)
#define __FC_OPERATORS
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
#define __FC_PAIR_OPERATORS
#endif
#include "crt/ferrocuda_half_ops.h"
#undef __FC_CONVERSIONS
#undef __FC_OPERATORS
#undef __FC_PAIR_OPERATORS
#undef __FC_FROM
#undef __FC_TO
#undef __FC_SCALAR
#undef __FC_PAIR
#undef __FC_TO_FLOAT
#undef __FC_FROM_DOUBLE
#undef __FC_FROM_BITS
#undef __FC_ONE_BITS
#undef __FC_INF_BITS
#undef __FC_BOOL
#undef __FC_PAIR_AS_UINT
#undef __FC_UINT_AS_PAIR
#undef __FC_FN

#undef __FERROCUDA_FP16

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7c00u)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7fffu)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001u)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7bffu)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000u)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000u)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3c00u)

#if !defined(__CUDA_ARCH__)
#include "channel_descriptor.h"

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<__half>(void)
{
    return cudaCreateChannelDescHalf();
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<__half2>(void)
{
    return cudaCreateChannelDescHalf2();
}
#endif /* !__CUDA_ARCH__ */

#endif /* __cplusplus */

#endif /* __CUDA_FP16_H__ */
