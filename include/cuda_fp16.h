/*
 * Half precision: __half and __half2 with CUDA's conversions, arithmetic, comparisons and C++
 * operators.
 *
 * Everything is C++ over the 16-bit storage, __host__ __device__, so the host pass, the CPU
 * backend and the NVIDIA backend (which prints it back as CUDA C) compute the same bits. Results
 * are rounded once, to nearest even, from a double: halves convert to double exactly, their sums,
 * differences and products are exact in double, and a double quotient or square root has enough
 * bits (53 >= 2 * 11 + 2) that rounding it again to half gives the correctly rounded result.
 * Transcendental functions are the float function of the float value, rounded; the GPU's
 * approximations may differ from them in the last bit.
 */
#ifndef __CUDA_FP16_H__
#define __CUDA_FP16_H__

#include "crt/host_defines.h"
#include "crt/device_functions.h"
#include "crt/math_functions.h"
#include "vector_types.h"

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
    if (exp == 0x1fu)
        return __uint_as_float(sign | 0x7f800000u | (mant << 13));
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
    __host__ __device__ __half(float f) : __x(__ferrocuda_double2half_bits(f)) {}
    __host__ __device__ __half(double d) : __x(__ferrocuda_double2half_bits(d)) {}
    __host__ __device__ __half(int i) : __x(__ferrocuda_double2half_bits(i)) {}
    __host__ __device__ __half(unsigned int i) : __x(__ferrocuda_double2half_bits(i)) {}
    /* The only conversion function, so that (int)h and the like convert through float. */
    __host__ __device__ operator float() const { return __ferrocuda_half_bits2float(__x); }
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

__FERROCUDA_FP16 float __low2float(__half2 a)
{
    return __half2float(a.x);
}

__FERROCUDA_FP16 float __high2float(__half2 a)
{
    return __half2float(a.y);
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

__FERROCUDA_FP16 __half2 __lowhigh2highlow(__half2 a)
{
    return __half2(a.y, a.x);
}

__FERROCUDA_FP16 __half __int2half_rn(int i)
{
    return __double2half(i);
}

__FERROCUDA_FP16 __half __uint2half_rn(unsigned int i)
{
    return __double2half(i);
}

__FERROCUDA_FP16 __half __short2half_rn(short i)
{
    return __double2half(i);
}

__FERROCUDA_FP16 __half __ushort2half_rn(unsigned short i)
{
    return __double2half(i);
}

__FERROCUDA_FP16 int __half2int_rz(__half h)
{
    return (int)__half2float(h);
}

__FERROCUDA_FP16 unsigned int __half2uint_rz(__half h)
{
    return (unsigned int)__half2float(h);
}

__FERROCUDA_FP16 short __half2short_rz(__half h)
{
    return (short)__half2float(h);
}

__FERROCUDA_FP16 unsigned short __half2ushort_rz(__half h)
{
    return (unsigned short)__half2float(h);
}

/* ---- arithmetic ---- */

__FERROCUDA_FP16 __half __hadd(__half a, __half b)
{
    return __double2half((double)__half2float(a) + __half2float(b));
}

__FERROCUDA_FP16 __half __hsub(__half a, __half b)
{
    return __double2half((double)__half2float(a) - __half2float(b));
}

__FERROCUDA_FP16 __half __hmul(__half a, __half b)
{
    return __double2half((double)__half2float(a) * __half2float(b));
}

__FERROCUDA_FP16 __half __hdiv(__half a, __half b)
{
    return __double2half((double)__half2float(a) / __half2float(b));
}

/*
 * One rounding of a * b + c. The product is exact in double. So is the sum whenever it matters:
 * a finite result keeps the product under 2^17, so an addend at most as large spans 41 bits with
 * it; a product under a quarter of a larger addend's ulp (in half) leaves the addend as the
 * result however the double sum rounds, and a product above that spans at most 34 bits with it.
 */
__FERROCUDA_FP16 __half __hfma(__half a, __half b, __half c)
{
    return __double2half((double)__half2float(a) * __half2float(b) + __half2float(c));
}

__FERROCUDA_FP16 __half __hneg(__half a)
{
    return __ushort_as_half((unsigned short)(a.__x ^ 0x8000u));
}

__FERROCUDA_FP16 __half __habs(__half a)
{
    return __ushort_as_half((unsigned short)(a.__x & 0x7fffu));
}

/* The _rn forms promise no contraction into an fma, which this header never does. */
__FERROCUDA_FP16 __half __hadd_rn(__half a, __half b)
{
    return __hadd(a, b);
}

__FERROCUDA_FP16 __half __hsub_rn(__half a, __half b)
{
    return __hsub(a, b);
}

__FERROCUDA_FP16 __half __hmul_rn(__half a, __half b)
{
    return __hmul(a, b);
}

/* A NaN operand yields the other operand. */
__FERROCUDA_FP16 __half __hmax(__half a, __half b)
{
    float fa = __half2float(a), fb = __half2float(b);
    if (fa != fa || fb > fa)
        return b;
    return a;
}

__FERROCUDA_FP16 __half __hmin(__half a, __half b)
{
    float fa = __half2float(a), fb = __half2float(b);
    if (fa != fa || fb < fa)
        return b;
    return a;
}

/* The _sat forms clamp to [0, 1]; NaN becomes 0. */
__FERROCUDA_FP16 __half __ferrocuda_hsat(__half a)
{
    float f = __half2float(a);
    return __ushort_as_half(f > 0.0f ? (f < 1.0f ? a.__x : 0x3c00u) : 0u);
}

__FERROCUDA_FP16 __half __hadd_sat(__half a, __half b)
{
    return __ferrocuda_hsat(__hadd(a, b));
}

__FERROCUDA_FP16 __half __hsub_sat(__half a, __half b)
{
    return __ferrocuda_hsat(__hsub(a, b));
}

__FERROCUDA_FP16 __half __hmul_sat(__half a, __half b)
{
    return __ferrocuda_hsat(__hmul(a, b));
}

__FERROCUDA_FP16 __half __hfma_sat(__half a, __half b, __half c)
{
    return __ferrocuda_hsat(__hfma(a, b, c));
}

/* The __half2 forms apply the __half one to each half. */
#define __FERROCUDA_HALF2_BINARY(name2, name)                                                   \
    __FERROCUDA_FP16 __half2 name2(__half2 a, __half2 b)                                        \
    {                                                                                          \
        return __half2(name(a.x, b.x), name(a.y, b.y));                                        \
    }
__FERROCUDA_HALF2_BINARY(__hadd2, __hadd)
__FERROCUDA_HALF2_BINARY(__hsub2, __hsub)
__FERROCUDA_HALF2_BINARY(__hmul2, __hmul)
__FERROCUDA_HALF2_BINARY(__hadd2_rn, __hadd_rn)
__FERROCUDA_HALF2_BINARY(__hsub2_rn, __hsub_rn)
__FERROCUDA_HALF2_BINARY(__hmul2_rn, __hmul_rn)
__FERROCUDA_HALF2_BINARY(__h2div, __hdiv)
__FERROCUDA_HALF2_BINARY(__hmax2, __hmax)
__FERROCUDA_HALF2_BINARY(__hmin2, __hmin)
__FERROCUDA_HALF2_BINARY(__hadd2_sat, __hadd_sat)
__FERROCUDA_HALF2_BINARY(__hsub2_sat, __hsub_sat)
__FERROCUDA_HALF2_BINARY(__hmul2_sat, __hmul_sat)
#undef __FERROCUDA_HALF2_BINARY

__FERROCUDA_FP16 __half2 __hfma2(__half2 a, __half2 b, __half2 c)
{
    return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}

__FERROCUDA_FP16 __half2 __hfma2_sat(__half2 a, __half2 b, __half2 c)
{
    return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}

__FERROCUDA_FP16 __half2 __hneg2(__half2 a)
{
    return __half2(__hneg(a.x), __hneg(a.y));
}

__FERROCUDA_FP16 __half2 __habs2(__half2 a)
{
    return __half2(__habs(a.x), __habs(a.y));
}

/* ---- comparisons ---- */

__FERROCUDA_FP16 __half __ferrocuda_hbool(bool b)
{
    return __ushort_as_half(b ? 0x3c00u : 0u);
}

/*
 * __h<op>(a, b) compares halves; __hb<op>2 is true when both halves compare true, __h<op>2 gives
 * 1.0 or 0.0 for each half. The ...u forms are true when either operand is NaN.
 */
#define __FERROCUDA_HALF_COMPARE(op, test)                                                      \
    __FERROCUDA_FP16 bool __h##op(__half a, __half b)                                           \
    {                                                                                          \
        float fa = __half2float(a), fb = __half2float(b);                                      \
        return test;                                                                           \
    }                                                                                          \
    __FERROCUDA_FP16 bool __hb##op##2(__half2 a, __half2 b)                                     \
    {                                                                                          \
        return __h##op(a.x, b.x) && __h##op(a.y, b.y);                                          \
    }                                                                                          \
    __FERROCUDA_FP16 __half2 __h##op##2(__half2 a, __half2 b)                                   \
    {                                                                                          \
        return __half2(__ferrocuda_hbool(__h##op(a.x, b.x)), __ferrocuda_hbool(__h##op(a.y, b.y))); \
    }
__FERROCUDA_HALF_COMPARE(eq, fa == fb)
__FERROCUDA_HALF_COMPARE(ne, fa < fb || fa > fb)
__FERROCUDA_HALF_COMPARE(lt, fa < fb)
__FERROCUDA_HALF_COMPARE(le, fa <= fb)
__FERROCUDA_HALF_COMPARE(gt, fa > fb)
__FERROCUDA_HALF_COMPARE(ge, fa >= fb)
__FERROCUDA_HALF_COMPARE(equ, !(fa < fb || fa > fb))
__FERROCUDA_HALF_COMPARE(neu, fa != fb)
__FERROCUDA_HALF_COMPARE(ltu, !(fa >= fb))
__FERROCUDA_HALF_COMPARE(leu, !(fa > fb))
__FERROCUDA_HALF_COMPARE(gtu, !(fa <= fb))
__FERROCUDA_HALF_COMPARE(geu, !(fa < fb))
#undef __FERROCUDA_HALF_COMPARE

__FERROCUDA_FP16 bool __hisnan(__half a)
{
    return (a.__x & 0x7fffu) > 0x7c00u;
}

__FERROCUDA_FP16 __half2 __hisnan2(__half2 a)
{
    return __half2(__ferrocuda_hbool(__hisnan(a.x)), __ferrocuda_hbool(__hisnan(a.y)));
}

/* -1 for negative infinity, 1 for positive infinity, else 0. */
__FERROCUDA_FP16 int __hisinf(__half a)
{
    return a.__x == 0xfc00u ? -1 : a.__x == 0x7c00u ? 1 : 0;
}

/* ---- functions ---- */

#define __FERROCUDA_HALF_FUNCTION(name, name2, expr)                                            \
    __FERROCUDA_FP16 __half name(__half a)                                                     \
    {                                                                                          \
        float x = __half2float(a);                                                             \
        return __float2half(expr);                                                             \
    }                                                                                          \
    __FERROCUDA_FP16 __half2 name2(__half2 a)                                                  \
    {                                                                                          \
        return __half2(name(a.x), name(a.y));                                                  \
    }
__FERROCUDA_HALF_FUNCTION(hsqrt, h2sqrt, sqrtf(x))
__FERROCUDA_HALF_FUNCTION(hrsqrt, h2rsqrt, 1.0f / sqrtf(x))
__FERROCUDA_HALF_FUNCTION(hrcp, h2rcp, 1.0f / x)
__FERROCUDA_HALF_FUNCTION(hexp, h2exp, expf(x))
__FERROCUDA_HALF_FUNCTION(hexp2, h2exp2, exp2f(x))
__FERROCUDA_HALF_FUNCTION(hexp10, h2exp10, exp10f(x))
__FERROCUDA_HALF_FUNCTION(hlog, h2log, logf(x))
__FERROCUDA_HALF_FUNCTION(hlog2, h2log2, log2f(x))
__FERROCUDA_HALF_FUNCTION(hlog10, h2log10, log10f(x))
__FERROCUDA_HALF_FUNCTION(hsin, h2sin, sinf(x))
__FERROCUDA_HALF_FUNCTION(hcos, h2cos, cosf(x))
__FERROCUDA_HALF_FUNCTION(hceil, h2ceil, ceilf(x))
__FERROCUDA_HALF_FUNCTION(hfloor, h2floor, floorf(x))
__FERROCUDA_HALF_FUNCTION(hrint, h2rint, rintf(x))
__FERROCUDA_HALF_FUNCTION(htrunc, h2trunc, truncf(x))
#undef __FERROCUDA_HALF_FUNCTION

/* ---- operators ---- */

#define __FERROCUDA_HALF_OPERATOR(op, name, name2)                                             \
    __FERROCUDA_FP16 __half operator op(const __half &a, const __half &b)                      \
    {                                                                                          \
        return name(a, b);                                                                     \
    }                                                                                          \
    __FERROCUDA_FP16 __half2 operator op(const __half2 &a, const __half2 &b)                   \
    {                                                                                          \
        return name2(a, b);                                                                    \
    }                                                                                          \
    __FERROCUDA_FP16 __half &operator op##=(__half &a, const __half &b)                        \
    {                                                                                          \
        a = name(a, b);                                                                        \
        return a;                                                                              \
    }                                                                                          \
    __FERROCUDA_FP16 __half2 &operator op##=(__half2 &a, const __half2 &b)                     \
    {                                                                                          \
        a = name2(a, b);                                                                       \
        return a;                                                                              \
    }
__FERROCUDA_HALF_OPERATOR(+, __hadd, __hadd2)
__FERROCUDA_HALF_OPERATOR(-, __hsub, __hsub2)
__FERROCUDA_HALF_OPERATOR(*, __hmul, __hmul2)
__FERROCUDA_HALF_OPERATOR(/, __hdiv, __h2div)
#undef __FERROCUDA_HALF_OPERATOR

__FERROCUDA_FP16 __half operator-(const __half &a)
{
    return __hneg(a);
}

__FERROCUDA_FP16 __half2 operator-(const __half2 &a)
{
    return __hneg2(a);
}

__FERROCUDA_FP16 __half operator+(const __half &a)
{
    return a;
}

__FERROCUDA_FP16 __half2 operator+(const __half2 &a)
{
    return a;
}

/* As in CUDA: != is the unordered comparison, the others are ordered. */
#define __FERROCUDA_HALF_RELATION(op, name)                                                    \
    __FERROCUDA_FP16 bool operator op(const __half &a, const __half &b)                        \
    {                                                                                          \
        return __h##name(a, b);                                                                \
    }                                                                                          \
    __FERROCUDA_FP16 bool operator op(const __half2 &a, const __half2 &b)                      \
    {                                                                                          \
        return __hb##name##2(a, b);                                                            \
    }
__FERROCUDA_HALF_RELATION(==, eq)
__FERROCUDA_HALF_RELATION(!=, neu)
__FERROCUDA_HALF_RELATION(<, lt)
__FERROCUDA_HALF_RELATION(<=, le)
__FERROCUDA_HALF_RELATION(>, gt)
__FERROCUDA_HALF_RELATION(>=, ge)
#undef __FERROCUDA_HALF_RELATION

#undef __FERROCUDA_FP16

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7c00u)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7fffu)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001u)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7bffu)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000u)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000u)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3c00u)

#if defined(__CUDA_ARCH__)

/* ---- warp shuffles, atomics and loads: halves travel as 16 or 32 bits ---- */

__device__ inline unsigned int __ferrocuda_half2_as_uint(__half2 a)
{
    return (unsigned int)a.x.__x | (unsigned int)a.y.__x << 16;
}

__device__ inline __half2 __ferrocuda_uint_as_half2(unsigned int i)
{
    return __half2(__ushort_as_half((unsigned short)i), __ushort_as_half((unsigned short)(i >> 16)));
}

#define __FERROCUDA_HALF_SHUFFLE(name, lane_type)                                               \
    __device__ inline __half name(unsigned int mask, __half var, lane_type lane, int width = warpSize) \
    {                                                                                          \
        return __ushort_as_half((unsigned short)name(mask, (unsigned int)var.__x, lane, width)); \
    }                                                                                          \
    __device__ inline __half2 name(unsigned int mask, __half2 var, lane_type lane, int width = warpSize) \
    {                                                                                          \
        return __ferrocuda_uint_as_half2(name(mask, __ferrocuda_half2_as_uint(var), lane, width)); \
    }
__FERROCUDA_HALF_SHUFFLE(__shfl_sync, int)
__FERROCUDA_HALF_SHUFFLE(__shfl_up_sync, unsigned int)
__FERROCUDA_HALF_SHUFFLE(__shfl_down_sync, unsigned int)
__FERROCUDA_HALF_SHUFFLE(__shfl_xor_sync, int)
#undef __FERROCUDA_HALF_SHUFFLE

__device__ inline __half2 atomicAdd(__half2 *address, __half2 val)
{
    unsigned int *word = (unsigned int *)address;
    unsigned int old = *word, assumed;
    do {
        assumed = old;
        old = atomicCAS(word, assumed,
                        __ferrocuda_half2_as_uint(__hadd2(__ferrocuda_uint_as_half2(assumed), val)));
    } while (old != assumed);
    return __ferrocuda_uint_as_half2(old);
}

/* A compare-and-swap of the aligned word that holds the half. */
__device__ inline __half atomicAdd(__half *address, __half val)
{
    unsigned int *word = (unsigned int *)((unsigned long long)address & ~3ull);
    unsigned int shift = ((unsigned long long)address & 2ull) ? 16u : 0u;
    unsigned int old = *word, assumed;
    do {
        assumed = old;
        __half sum = __hadd(__ushort_as_half((unsigned short)(assumed >> shift)), val);
        old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | (unsigned int)sum.__x << shift);
    } while (old != assumed);
    return __ushort_as_half((unsigned short)(old >> shift));
}

__device__ inline __half __ldg(const __half *ptr)
{
    return *ptr;
}

__device__ inline __half2 __ldg(const __half2 *ptr)
{
    return *ptr;
}

#endif /* __CUDA_ARCH__ */

#endif /* __cplusplus */

#endif /* __CUDA_FP16_H__ */
