/*
 * What the classes __half and __nv_bfloat16 need before their definitions.
 *
 * The conversion members both declare alike, as CUDA 13 declares them:
 * implicit conversions to every integer type, rounding toward zero and saturating at the
 * type's limits (NaN gives 0, but -2^63 for long long and long), defined in
 * crt/ferrocuda_half_ops.h with the type's __half2short_rz-style functions; and to bool, true
 * for any bits but the sign's (so NaN is true and -0.0 false).
 *
 * With a conversion to each arithmetic type, mixing the type with a built-in one in an
 * operator (`h + 1`) is ambiguous, as it is with CUDA's headers.
 */
#ifndef __FERROCUDA_HALF_CLASS_H__
#define __FERROCUDA_HALF_CLASS_H__
/*
 * A 64-bit integer as a double rounded to odd: cut to 53 bits, the lowest set when any dropped
 * bit was. Rounding that once more to the 11 or 8 bits of either type, in any mode, gives the
 * integer correctly rounded, where rounding to nearest first could cross one of their values.
 */
__host__ __device__ inline double __ferrocuda_ull2double_odd(unsigned long long i)
{
    int shift = 0;
    while ((i >> shift) >= (1ull << 53))
        ++shift;
    unsigned long long kept = i >> shift;
    if (i & ((1ull << shift) - 1ull))
        kept |= 1ull;
    return (double)kept * (double)(1ull << shift);
}

__host__ __device__ inline double __ferrocuda_ll2double_odd(long long i)
{
    return i < 0 ? -__ferrocuda_ull2double_odd(0ull - (unsigned long long)i)
                 : __ferrocuda_ull2double_odd((unsigned long long)i);
}

#define __FERROCUDA_INTEGER_CONVERSIONS                                                          \
    __host__ __device__ operator signed char() const;                                          \
    __host__ __device__ operator unsigned char() const;                                        \
    __host__ __device__ operator char() const;                                                 \
    __host__ __device__ operator short() const;                                                \
    __host__ __device__ operator unsigned short() const;                                       \
    __host__ __device__ operator int() const;                                                  \
    __host__ __device__ operator unsigned int() const;                                         \
    __host__ __device__ operator long() const;                                                 \
    __host__ __device__ operator unsigned long() const;                                        \
    __host__ __device__ operator long long() const;                                            \
    __host__ __device__ operator unsigned long long() const;                                   \
    __host__ __device__ constexpr operator bool() const { return (__x & 0x7fffu) != 0u; }

#endif /* __FERROCUDA_HALF_CLASS_H__ */
