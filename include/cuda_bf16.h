/*
 * Brain floating point: __nv_bfloat16 (a float's upper 16 bits: 8 exponent bits, 7 fraction
 * bits) and __nv_bfloat162 with CUDA's conversions, arithmetic, comparisons and C++ operators.
 *
 * As cuda_fp16.h: C++ over the 16-bit storage, the same bits on the host and both backends; the
 * operations shared with __half are in crt/ferrocuda_half_ops.h.
 */
#ifndef __CUDA_BF16_H__
#define __CUDA_BF16_H__

#include "crt/host_defines.h"
#include "crt/device_functions.h"
#include "crt/math_functions.h"
#include "vector_types.h"
#include "crt/ferrocuda_half_class.h"

typedef struct __align__(2) {
    unsigned short x;
} __nv_bfloat16_raw;

typedef struct __align__(4) {
    unsigned short x;
    unsigned short y;
} __nv_bfloat162_raw;

#if defined(__cplusplus)

#define __FERROCUDA_BF16 __host__ __device__ inline

/* Round to nearest even, from a double so that results computed in double round once; NaN
   becomes the canonical NaN, as the GPU's conversion does. */
__FERROCUDA_BF16 unsigned short __ferrocuda_double2bf16_bits(double d)
{
    unsigned long long x = (unsigned long long)__double_as_longlong(d);
    unsigned int sign = (unsigned int)(x >> 48) & 0x8000u;
    unsigned int exp = (unsigned int)(x >> 52) & 0x7ffu;
    unsigned long long mant = x & 0xfffffffffffffull;
    if (exp == 0x7ffu)
        return mant ? (unsigned short)0x7fffu : (unsigned short)(sign | 0x7f80u);
    int e = (int)exp - 1023 + 127;
    if (e >= 255)
        return (unsigned short)(sign | 0x7f80u);
    /* Below half the smallest subnormal (2^-134): zero. */
    if (e < -7)
        return (unsigned short)sign;
    mant |= 1ull << 52;
    /* Subnormal results keep fewer bits; the implicit bit then lands in the fraction. */
    unsigned int shift = e > 0 ? 45u : (unsigned int)(46 - e);
    unsigned int b = (e > 0 ? (unsigned int)(e - 1) << 7 : 0u) + (unsigned int)(mant >> shift);
    unsigned long long rem = mant & ((1ull << shift) - 1ull);
    unsigned long long halfway = 1ull << (shift - 1u);
    /* A carry out of the fraction correctly bumps the exponent, up to infinity. */
    if (rem > halfway || (rem == halfway && (b & 1u)))
        ++b;
    return (unsigned short)(sign | b);
}

__FERROCUDA_BF16 float __ferrocuda_bf16_bits2float(unsigned short b)
{
    return __uint_as_float((unsigned int)b << 16);
}

struct __align__(2) __nv_bfloat16 {
    unsigned short __x;

    __nv_bfloat16() = default;
    __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
    __host__ __device__ __nv_bfloat16(float f) : __x(__ferrocuda_double2bf16_bits(f)) {}
    __host__ __device__ __nv_bfloat16(double d) : __x(__ferrocuda_double2bf16_bits(d)) {}
    __host__ __device__ __nv_bfloat16(int i) : __x(__ferrocuda_double2bf16_bits(i)) {}
    __host__ __device__ __nv_bfloat16(unsigned int i) : __x(__ferrocuda_double2bf16_bits(i)) {}
    __host__ __device__ __nv_bfloat16(short i) : __x(__ferrocuda_double2bf16_bits(i)) {}
    __host__ __device__ __nv_bfloat16(unsigned short i) : __x(__ferrocuda_double2bf16_bits(i)) {}
    __host__ __device__ __nv_bfloat16(long i) : __x(__ferrocuda_double2bf16_bits(__ferrocuda_ll2double_odd(i))) {}
    __host__ __device__ __nv_bfloat16(unsigned long i) : __x(__ferrocuda_double2bf16_bits(__ferrocuda_ull2double_odd(i))) {}
    __host__ __device__ __nv_bfloat16(long long i) : __x(__ferrocuda_double2bf16_bits(__ferrocuda_ll2double_odd(i))) {}
    __host__ __device__ __nv_bfloat16(unsigned long long i) : __x(__ferrocuda_double2bf16_bits(__ferrocuda_ull2double_odd(i))) {}
    __host__ __device__ operator float() const { return __ferrocuda_bf16_bits2float(__x); }
    __FERROCUDA_INTEGER_CONVERSIONS
#endif
    __host__ __device__ operator __nv_bfloat16_raw() const
    {
        __nv_bfloat16_raw r;
        r.x = __x;
        return r;
    }
};

struct __align__(4) __nv_bfloat162 {
    __nv_bfloat16 x;
    __nv_bfloat16 y;

    __nv_bfloat162() = default;
    __host__ __device__ __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
    __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r)
    {
        x.__x = r.x;
        y.__x = r.y;
    }
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* ---- bit casts and conversions ---- */

__FERROCUDA_BF16 unsigned short __bfloat16_as_ushort(__nv_bfloat16 h)
{
    return h.__x;
}

__FERROCUDA_BF16 short __bfloat16_as_short(__nv_bfloat16 h)
{
    return (short)h.__x;
}

__FERROCUDA_BF16 __nv_bfloat16 __ushort_as_bfloat16(unsigned short i)
{
    __nv_bfloat16 h;
    h.__x = i;
    return h;
}

__FERROCUDA_BF16 __nv_bfloat16 __short_as_bfloat16(short i)
{
    return __ushort_as_bfloat16((unsigned short)i);
}

__FERROCUDA_BF16 __nv_bfloat16 __double2bfloat16(double a)
{
    return __ushort_as_bfloat16(__ferrocuda_double2bf16_bits(a));
}

__FERROCUDA_BF16 __nv_bfloat16 __float2bfloat16(float a)
{
    return __double2bfloat16(a);
}

__FERROCUDA_BF16 __nv_bfloat16 __float2bfloat16_rn(float a)
{
    return __double2bfloat16(a);
}

__FERROCUDA_BF16 float __bfloat162float(__nv_bfloat16 a)
{
    return __ferrocuda_bf16_bits2float(a.__x);
}

__FERROCUDA_BF16 __nv_bfloat162 __floats2bfloat162_rn(float a, float b)
{
    return __nv_bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}

__FERROCUDA_BF16 __nv_bfloat162 __float2bfloat162_rn(float a)
{
    return __floats2bfloat162_rn(a, a);
}

__FERROCUDA_BF16 __nv_bfloat162 __float22bfloat162_rn(float2 a)
{
    return __floats2bfloat162_rn(a.x, a.y);
}

__FERROCUDA_BF16 float2 __bfloat1622float2(__nv_bfloat162 a)
{
    float2 r;
    r.x = __bfloat162float(a.x);
    r.y = __bfloat162float(a.y);
    return r;
}

__FERROCUDA_BF16 __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a)
{
    return a.x;
}

__FERROCUDA_BF16 __nv_bfloat16 __high2bfloat16(__nv_bfloat162 a)
{
    return a.y;
}

__FERROCUDA_BF16 __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b)
{
    return __nv_bfloat162(a, b);
}

__FERROCUDA_BF16 __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y)
{
    return __nv_bfloat162(x, y);
}

__FERROCUDA_BF16 __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a)
{
    return __nv_bfloat162(a, a);
}

__FERROCUDA_BF16 __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b)
{
    return __nv_bfloat162(a.x, b.x);
}

__FERROCUDA_BF16 __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b)
{
    return __nv_bfloat162(a.y, b.y);
}

__FERROCUDA_BF16 __nv_bfloat162 __low2bfloat162(__nv_bfloat162 a)
{
    return __nv_bfloat162(a.x, a.x);
}

__FERROCUDA_BF16 __nv_bfloat162 __high2bfloat162(__nv_bfloat162 a)
{
    return __nv_bfloat162(a.y, a.y);
}

#define __FC_SCALAR __nv_bfloat16
#define __FC_PAIR __nv_bfloat162
#define __FC_TO_FLOAT(a) __bfloat162float(a)
#define __FC_FROM_DOUBLE(d) __double2bfloat16(d)
#define __FC_FROM_BITS(u) __ushort_as_bfloat16(u)
#define __FC_ONE_BITS 0x3f80u
#define __FC_INF_BITS 0x7f80u
#define __FC_BOOL __ferrocuda_bf16bool
#define __FC_PAIR_AS_UINT __ferrocuda_bfloat162_as_uint
#define __FC_UINT_AS_PAIR __ferrocuda_uint_as_bfloat162
#define __FC_FN __FERROCUDA_BF16
#define __FC_TO(to) __bfloat162##to
#define __FC_FROM(from, mode) __##from##2bfloat16_##mode
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
#define __FC_CONVERSIONS
#endif
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
#define __FC_OPERATORS
#endif
#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
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

#undef __FERROCUDA_BF16

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7f80u)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7fffu)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001u)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7f7fu)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000u)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000u)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3f80u)

#endif /* __cplusplus */

#endif /* __CUDA_BF16_H__ */
