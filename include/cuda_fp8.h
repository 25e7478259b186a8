/*
 * 8-bit floating point: E4M3 (4 exponent bits, 3 fraction bits, bias 7, no infinities, the
 * largest finite 448) and E5M2 (5 and 2, bias 15, IEEE-like with infinities, the largest finite
 * 57344), their pairs and quadruples, with CUDA's conversions. Conversions to fp8 round to
 * nearest even; an overflow saturates to the largest finite value (__NV_SATFINITE) or becomes
 * infinity for E5M2 and NaN for E4M3 (__NV_NOSAT); NaN becomes 0x7f. Every fp8 value is exact
 * as a half or a float, so conversions from fp8 are exact.
 */
#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__

#include "cuda_fp16.h"
#include "cuda_bf16.h"
#include "vector_functions.h"

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;

typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

#if defined(__cplusplus)

#define __FERROCUDA_FP8 __host__ __device__ inline

/* `d` rounded to the fp8 format `fmt`, computed in double (which holds every float, half and
   bfloat16 exactly, so each conversion rounds once); a NaN becomes `nan`. */
__FERROCUDA_FP8 __nv_fp8_storage_t __ferrocuda_double_to_fp8(double d, __nv_saturation_t sat,
                                                             __nv_fp8_interpretation_t fmt,
                                                             __nv_fp8_storage_t nan)
{
    const int mant_bits = fmt == __NV_E4M3 ? 3 : 2;
    const int bias = fmt == __NV_E4M3 ? 7 : 15;
    const unsigned int max_finite = fmt == __NV_E4M3 ? 0x7eu : 0x7bu;
    const unsigned int overflow = sat == __NV_SATFINITE ? max_finite : (fmt == __NV_E4M3 ? 0x7fu : 0x7cu);
    if (d != d)
        return nan;
    /* The sign bit, of -0.0 too. */
    unsigned int sign = (unsigned int)((unsigned long long)__double_as_longlong(d) >> 63) << 7;
    double a = sign ? -d : d;
    if (a > 1e300)
        return (__nv_fp8_storage_t)(sign | overflow);
    if (a == 0)
        return (__nv_fp8_storage_t)sign;
    int e;
    frexp(a, &e);
    /* a = m * 2^e with 0.5 <= m < 1: its leading bit is 2^(e - 1), below the smallest normal
       exponent (1 - bias) the grid of subnormals. */
    int lead = e - 1 < 1 - bias ? 1 - bias : e - 1;
    double units = rint(ldexp(a, mant_bits - lead));
    unsigned int bits;
    if (units < ldexp(1.0, mant_bits)) {
        bits = (unsigned int)units; /* a subnormal, or zero */
    } else {
        if (units >= ldexp(1.0, mant_bits + 1)) {
            units = units / 2;
            lead += 1;
        }
        unsigned int field = (unsigned int)(lead + bias);
        bits = (field << mant_bits) | ((unsigned int)units - (1u << mant_bits));
    }
    if (bits > max_finite)
        bits = overflow;
    return (__nv_fp8_storage_t)(sign | bits);
}

/* The GPU's conversion of a float makes every NaN 0x7f; CUDA's of a double keeps the top
   fraction bits of a quiet NaN in E5M2 (0x7e, measured). */
__FERROCUDA_FP8 __nv_fp8_storage_t __nv_cvt_float_to_fp8(float f, __nv_saturation_t sat,
                                                         __nv_fp8_interpretation_t fmt)
{
    return __ferrocuda_double_to_fp8(f, sat, fmt, 0x7f);
}

__FERROCUDA_FP8 __nv_fp8_storage_t __nv_cvt_double_to_fp8(double d, __nv_saturation_t sat,
                                                          __nv_fp8_interpretation_t fmt)
{
    return __ferrocuda_double_to_fp8(d, sat, fmt, fmt == __NV_E5M2 ? 0x7e : 0x7f);
}

/* The value of the fp8 bits `b` as a float (exact). */
__FERROCUDA_FP8 float __ferrocuda_fp8_to_float(__nv_fp8_storage_t b, __nv_fp8_interpretation_t fmt)
{
    const int mant_bits = fmt == __NV_E4M3 ? 3 : 2;
    const int bias = fmt == __NV_E4M3 ? 7 : 15;
    unsigned int magnitude = b & 0x7fu;
    unsigned int field = magnitude >> mant_bits;
    unsigned int mant = magnitude & ((1u << mant_bits) - 1u);
    float sign = (b & 0x80u) ? -1.0f : 1.0f;
    if (fmt == __NV_E4M3 && magnitude == 0x7fu)
        return __uint_as_float(0x7fffffffu);
    if (fmt == __NV_E5M2 && field == 0x1fu)
        return mant ? __uint_as_float(0x7fffffffu) : sign * __uint_as_float(0x7f800000u);
    if (field == 0)
        return sign * ldexpf((float)mant, 1 - bias - mant_bits);
    return sign * ldexpf((float)(mant | (1u << mant_bits)), (int)field - bias - mant_bits);
}

__FERROCUDA_FP8 __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(double2 v, __nv_saturation_t sat,
                                                               __nv_fp8_interpretation_t fmt)
{
    return (__nv_fp8x2_storage_t)(__nv_cvt_double_to_fp8(v.x, sat, fmt) |
                                  (__nv_cvt_double_to_fp8(v.y, sat, fmt) << 8));
}

__FERROCUDA_FP8 __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(float2 v, __nv_saturation_t sat,
                                                              __nv_fp8_interpretation_t fmt)
{
    return (__nv_fp8x2_storage_t)(__nv_cvt_float_to_fp8(v.x, sat, fmt) |
                                  (__nv_cvt_float_to_fp8(v.y, sat, fmt) << 8));
}

__FERROCUDA_FP8 __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(__half_raw h, __nv_saturation_t sat,
                                                           __nv_fp8_interpretation_t fmt)
{
    return __nv_cvt_float_to_fp8(__half2float(__half(h)), sat, fmt);
}

__FERROCUDA_FP8 __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(__half2_raw h, __nv_saturation_t sat,
                                                                __nv_fp8_interpretation_t fmt)
{
    __half_raw lo = {h.x}, hi = {h.y};
    return (__nv_fp8x2_storage_t)(__nv_cvt_halfraw_to_fp8(lo, sat, fmt) |
                                  (__nv_cvt_halfraw_to_fp8(hi, sat, fmt) << 8));
}

__FERROCUDA_FP8 __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw b, __nv_saturation_t sat,
                                                               __nv_fp8_interpretation_t fmt)
{
    return __nv_cvt_float_to_fp8(__bfloat162float(__nv_bfloat16(b)), sat, fmt);
}

__FERROCUDA_FP8 __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw b,
                                                                    __nv_saturation_t sat,
                                                                    __nv_fp8_interpretation_t fmt)
{
    __nv_bfloat16_raw lo = {b.x}, hi = {b.y};
    return (__nv_fp8x2_storage_t)(__nv_cvt_bfloat16raw_to_fp8(lo, sat, fmt) |
                                  (__nv_cvt_bfloat16raw_to_fp8(hi, sat, fmt) << 8));
}

__FERROCUDA_FP8 __half_raw __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t b, __nv_fp8_interpretation_t fmt)
{
    __half h(__ferrocuda_fp8_to_float(b, fmt));
    __half_raw r = {h.__x};
    return r;
}

__FERROCUDA_FP8 __half2_raw __nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t b, __nv_fp8_interpretation_t fmt)
{
    __half2_raw r = {__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(b & 0xffu), fmt).x,
                     __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(b >> 8), fmt).x};
    return r;
}

/* One fp8 value of the format `Fmt` (the classes __nv_fp8_e4m3 and __nv_fp8_e5m2 name). */
template <__nv_fp8_interpretation_t Fmt> struct __ferrocuda_fp8 {
    __nv_fp8_storage_t __x;

    __ferrocuda_fp8() = default;
    __host__ __device__ explicit __ferrocuda_fp8(float f) : __x(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8(double d) : __x(__nv_cvt_double_to_fp8(d, __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8(const __half h) : __x(__nv_cvt_float_to_fp8(__half2float(h), __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8(const __nv_bfloat16 b) : __x(__nv_cvt_float_to_fp8(__bfloat162float(b), __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8(int i) : __x(__nv_cvt_double_to_fp8(i, __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8(unsigned int i) : __x(__nv_cvt_double_to_fp8(i, __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8(long long i) : __x(__nv_cvt_double_to_fp8((double)i, __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8(unsigned long long i) : __x(__nv_cvt_double_to_fp8((double)i, __NV_SATFINITE, Fmt)) {}

    __host__ __device__ explicit operator float() const { return __ferrocuda_fp8_to_float(__x, Fmt); }
    __host__ __device__ explicit operator double() const { return __ferrocuda_fp8_to_float(__x, Fmt); }
    __host__ __device__ explicit operator __half() const { return __half(__ferrocuda_fp8_to_float(__x, Fmt)); }
    __host__ __device__ explicit operator __nv_bfloat16() const { return __float2bfloat16(__ferrocuda_fp8_to_float(__x, Fmt)); }
    __host__ __device__ explicit operator int() const { return (int)__ferrocuda_fp8_to_float(__x, Fmt); }
    __host__ __device__ explicit operator bool() const { return (__x & 0x7fu) != 0; }
};

/* Two fp8 values: the first in the low byte. */
template <__nv_fp8_interpretation_t Fmt> struct __ferrocuda_fp8x2 {
    __nv_fp8x2_storage_t __x;

    __ferrocuda_fp8x2() = default;
    __host__ __device__ explicit __ferrocuda_fp8x2(const float2 f) : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8x2(const double2 d) : __x(__nv_cvt_double2_to_fp8x2(d, __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8x2(const __half2 h)
        : __x(__nv_cvt_float2_to_fp8x2(make_float2(__half2float(h.x), __half2float(h.y)), __NV_SATFINITE, Fmt)) {}
    __host__ __device__ explicit __ferrocuda_fp8x2(const __nv_bfloat162 b)
        : __x(__nv_cvt_float2_to_fp8x2(make_float2(__bfloat162float(b.x), __bfloat162float(b.y)), __NV_SATFINITE, Fmt)) {}

    __host__ __device__ explicit operator float2() const
    {
        return make_float2(__ferrocuda_fp8_to_float((__nv_fp8_storage_t)(__x & 0xffu), Fmt),
                           __ferrocuda_fp8_to_float((__nv_fp8_storage_t)(__x >> 8), Fmt));
    }
    __host__ __device__ explicit operator __half2() const
    {
        float2 f = (float2)*this;
        return __half2(__half(f.x), __half(f.y));
    }
};

/* Four fp8 values: the first in the lowest byte. */
template <__nv_fp8_interpretation_t Fmt> struct __ferrocuda_fp8x4 {
    __nv_fp8x4_storage_t __x;

    __ferrocuda_fp8x4() = default;
    __host__ __device__ explicit __ferrocuda_fp8x4(const float4 f)
        : __x(__nv_cvt_float2_to_fp8x2(make_float2(f.x, f.y), __NV_SATFINITE, Fmt) |
              ((__nv_fp8x4_storage_t)__nv_cvt_float2_to_fp8x2(make_float2(f.z, f.w), __NV_SATFINITE, Fmt) << 16)) {}
    __host__ __device__ explicit __ferrocuda_fp8x4(const __half2 lo, const __half2 hi)
        : __x(__ferrocuda_fp8x2<Fmt>(lo).__x | ((__nv_fp8x4_storage_t)__ferrocuda_fp8x2<Fmt>(hi).__x << 16)) {}
    __host__ __device__ explicit __ferrocuda_fp8x4(const __nv_bfloat162 lo, const __nv_bfloat162 hi)
        : __x(__ferrocuda_fp8x2<Fmt>(lo).__x | ((__nv_fp8x4_storage_t)__ferrocuda_fp8x2<Fmt>(hi).__x << 16)) {}

    __host__ __device__ explicit operator float4() const
    {
        return make_float4(__ferrocuda_fp8_to_float((__nv_fp8_storage_t)(__x & 0xffu), Fmt),
                           __ferrocuda_fp8_to_float((__nv_fp8_storage_t)((__x >> 8) & 0xffu), Fmt),
                           __ferrocuda_fp8_to_float((__nv_fp8_storage_t)((__x >> 16) & 0xffu), Fmt),
                           __ferrocuda_fp8_to_float((__nv_fp8_storage_t)(__x >> 24), Fmt));
    }
};

/* CUDA's classes: each its format's instance, under a name of its own (as template arguments
   and in diagnostics). */
#define __FERROCUDA_FP8_CLASS(name, base, fmt)                                                   \
    struct name : base<fmt> {                                                                    \
        using base<fmt>::base;                                                                   \
    };
__FERROCUDA_FP8_CLASS(__nv_fp8_e4m3, __ferrocuda_fp8, __NV_E4M3)
__FERROCUDA_FP8_CLASS(__nv_fp8_e5m2, __ferrocuda_fp8, __NV_E5M2)
__FERROCUDA_FP8_CLASS(__nv_fp8x2_e4m3, __ferrocuda_fp8x2, __NV_E4M3)
__FERROCUDA_FP8_CLASS(__nv_fp8x2_e5m2, __ferrocuda_fp8x2, __NV_E5M2)
__FERROCUDA_FP8_CLASS(__nv_fp8x4_e4m3, __ferrocuda_fp8x4, __NV_E4M3)
__FERROCUDA_FP8_CLASS(__nv_fp8x4_e5m2, __ferrocuda_fp8x4, __NV_E5M2)
#undef __FERROCUDA_FP8_CLASS

#undef __FERROCUDA_FP8

#endif /* __cplusplus */

#endif /* __CUDA_FP8_H__ */
