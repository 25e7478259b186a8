#ifndef __FERROCUDA_MATH_H
#define __FERROCUDA_MATH_H

/* The functions themselves are CUDA's math API, declared once for both passes' needs. */
#include <crt/math_functions.h>
#include <crt/device_functions.h>

typedef float float_t;
typedef double double_t;

/* Bit patterns rather than overflowing literals, so no constant folding of 1/0 is needed. */
#define HUGE_VALF __int_as_float(0x7f800000)
#define HUGE_VAL __longlong_as_double(0x7ff0000000000000LL)
#define HUGE_VALL HUGE_VAL
#define INFINITY HUGE_VALF
#define NAN __builtin_nanf("")
#define MAXFLOAT 3.40282346638528859812e+38F

#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
/* What ilogb answers for 0 and NaN (CUDA's and the host's C library's: INT_MIN). */
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
/* The host C library's error reporting, which device code reads as the host's does. */
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)

#ifdef __cplusplus
/* Classification and the quiet comparisons (which are false, without raising anything, when
   an operand is a NaN). */
#define __FC_CLASSIFY(_T, MIN)                                                                   \
    __host__ __device__ inline int fpclassify(_T x)                                              \
    {                                                                                           \
        return x != x ? FP_NAN : isinf(x) ? FP_INFINITE : x == 0 ? FP_ZERO                       \
               : fabs(x) < MIN ? FP_SUBNORMAL : FP_NORMAL;                                      \
    }                                                                                           \
    __host__ __device__ inline bool isnormal(_T x) { return fpclassify(x) == FP_NORMAL; }        \
    __host__ __device__ inline bool isunordered(_T x, _T y) { return x != x || y != y; }          \
    __host__ __device__ inline bool isgreater(_T x, _T y) { return !isunordered(x, y) && x > y; } \
    __host__ __device__ inline bool isgreaterequal(_T x, _T y) { return !isunordered(x, y) && x >= y; } \
    __host__ __device__ inline bool isless(_T x, _T y) { return !isunordered(x, y) && x < y; }    \
    __host__ __device__ inline bool islessequal(_T x, _T y) { return !isunordered(x, y) && x <= y; } \
    __host__ __device__ inline bool islessgreater(_T x, _T y) { return !isunordered(x, y) && x != y; }
__FC_CLASSIFY(float, 1.17549435082228750797e-38F)
__FC_CLASSIFY(double, 2.22507385850720138309e-308)
#undef __FC_CLASSIFY
/* Of integers (and of a float with a double), the host library's constexpr templates. */
__FC_INTEGER_CLASSIFY(bool, isnormal, x != 0)
__FC_INTEGER_CLASSIFY(int, fpclassify, x != 0 ? FP_NORMAL : FP_ZERO)
#undef __FC_INTEGER_CLASSIFY
#define __FC_INTEGER_COMPARISON(f) \
    template <class _T, class _U, class = typename __fc_promoted<_T, _U>::type> \
    constexpr bool f(_T x, _U y) { return f((double)x, (double)y); }
__FC_INTEGER_COMPARISON(isgreater)
__FC_INTEGER_COMPARISON(isgreaterequal)
__FC_INTEGER_COMPARISON(isless)
__FC_INTEGER_COMPARISON(islessequal)
__FC_INTEGER_COMPARISON(islessgreater)
__FC_INTEGER_COMPARISON(isunordered)
#undef __FC_INTEGER_COMPARISON
#endif

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

#endif
