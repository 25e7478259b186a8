/*
 * The CUDA math API.
 *
 * Device pass: bodiless declarations, which ferrocuda's compiler implements as intrinsics. They
 * are __host__ __device__ like CUDA's own, so host functions that the device pass only skims can
 * still name them. The float overloads of the C names (sqrt(float), ...) and the min/max family
 * follow CUDA's C++ overload set.
 *
 * Host pass: the system C/C++ math library, plus the CUDA extensions that also exist on the host
 * (the min/max overloads and the umin/llmin/... helpers).
 */
#ifndef __FERROCUDA_CRT_MATH_FUNCTIONS_H__
#define __FERROCUDA_CRT_MATH_FUNCTIONS_H__

#include "host_defines.h"

#if defined(__CUDA_ARCH__)

#if defined(__cplusplus)
extern "C" {
#endif

__host__ __device__ double acos(double x);
__host__ __device__ float acosf(float x);
__host__ __device__ double acosh(double x);
__host__ __device__ float acoshf(float x);
__host__ __device__ double asin(double x);
__host__ __device__ float asinf(float x);
__host__ __device__ double asinh(double x);
__host__ __device__ float asinhf(float x);
__host__ __device__ double atan(double x);
__host__ __device__ float atanf(float x);
__host__ __device__ double atanh(double x);
__host__ __device__ float atanhf(float x);
__host__ __device__ double cbrt(double x);
__host__ __device__ float cbrtf(float x);
__host__ __device__ double ceil(double x);
__host__ __device__ float ceilf(float x);
__host__ __device__ double cos(double x);
__host__ __device__ float cosf(float x);
__host__ __device__ double cosh(double x);
__host__ __device__ float coshf(float x);
__host__ __device__ double cospi(double x);
__host__ __device__ float cospif(float x);
__host__ __device__ double cyl_bessel_i0(double x);
__host__ __device__ float cyl_bessel_i0f(float x);
__host__ __device__ double cyl_bessel_i1(double x);
__host__ __device__ float cyl_bessel_i1f(float x);
__host__ __device__ double erf(double x);
__host__ __device__ float erff(float x);
__host__ __device__ double erfc(double x);
__host__ __device__ float erfcf(float x);
__host__ __device__ double erfcinv(double x);
__host__ __device__ float erfcinvf(float x);
__host__ __device__ double erfcx(double x);
__host__ __device__ float erfcxf(float x);
__host__ __device__ double erfinv(double x);
__host__ __device__ float erfinvf(float x);
__host__ __device__ double exp(double x);
__host__ __device__ float expf(float x);
__host__ __device__ double exp10(double x);
__host__ __device__ float exp10f(float x);
__host__ __device__ double exp2(double x);
__host__ __device__ float exp2f(float x);
__host__ __device__ double expm1(double x);
__host__ __device__ float expm1f(float x);
__host__ __device__ double fabs(double x);
__host__ __device__ float fabsf(float x);
__host__ __device__ double floor(double x);
__host__ __device__ float floorf(float x);
__host__ __device__ double j0(double x);
__host__ __device__ float j0f(float x);
__host__ __device__ double j1(double x);
__host__ __device__ float j1f(float x);
__host__ __device__ double lgamma(double x);
__host__ __device__ float lgammaf(float x);
__host__ __device__ double log(double x);
__host__ __device__ float logf(float x);
__host__ __device__ double log10(double x);
__host__ __device__ float log10f(float x);
__host__ __device__ double log1p(double x);
__host__ __device__ float log1pf(float x);
__host__ __device__ double log2(double x);
__host__ __device__ float log2f(float x);
__host__ __device__ double logb(double x);
__host__ __device__ float logbf(float x);
__host__ __device__ double nearbyint(double x);
__host__ __device__ float nearbyintf(float x);
__host__ __device__ double normcdf(double x);
__host__ __device__ float normcdff(float x);
__host__ __device__ double normcdfinv(double x);
__host__ __device__ float normcdfinvf(float x);
__host__ __device__ double rcbrt(double x);
__host__ __device__ float rcbrtf(float x);
__host__ __device__ double rint(double x);
__host__ __device__ float rintf(float x);
__host__ __device__ double round(double x);
__host__ __device__ float roundf(float x);
__host__ __device__ double rsqrt(double x);
__host__ __device__ float rsqrtf(float x);
__host__ __device__ double sin(double x);
__host__ __device__ float sinf(float x);
__host__ __device__ double sinh(double x);
__host__ __device__ float sinhf(float x);
__host__ __device__ double sinpi(double x);
__host__ __device__ float sinpif(float x);
__host__ __device__ double sqrt(double x);
__host__ __device__ float sqrtf(float x);
__host__ __device__ double tan(double x);
__host__ __device__ float tanf(float x);
__host__ __device__ double tanh(double x);
__host__ __device__ float tanhf(float x);
__host__ __device__ double tgamma(double x);
__host__ __device__ float tgammaf(float x);
__host__ __device__ double trunc(double x);
__host__ __device__ float truncf(float x);
__host__ __device__ double y0(double x);
__host__ __device__ float y0f(float x);
__host__ __device__ double y1(double x);
__host__ __device__ float y1f(float x);
__host__ __device__ double atan2(double x, double y);
__host__ __device__ float atan2f(float x, float y);
__host__ __device__ double copysign(double x, double y);
__host__ __device__ float copysignf(float x, float y);
__host__ __device__ double fdim(double x, double y);
__host__ __device__ float fdimf(float x, float y);
__host__ __device__ double fmax(double x, double y);
__host__ __device__ float fmaxf(float x, float y);
__host__ __device__ double fmin(double x, double y);
__host__ __device__ float fminf(float x, float y);
__host__ __device__ double fmod(double x, double y);
__host__ __device__ float fmodf(float x, float y);
__host__ __device__ double hypot(double x, double y);
__host__ __device__ float hypotf(float x, float y);
__host__ __device__ double nextafter(double x, double y);
__host__ __device__ float nextafterf(float x, float y);
__host__ __device__ double pow(double x, double y);
__host__ __device__ float powf(float x, float y);
__host__ __device__ double remainder(double x, double y);
__host__ __device__ float remainderf(float x, float y);
__host__ __device__ double rhypot(double x, double y);
__host__ __device__ float rhypotf(float x, float y);

__host__ __device__ double fma(double x, double y, double z);
__host__ __device__ float fmaf(float x, float y, float z);
__host__ __device__ float fdividef(float x, float y);
__host__ __device__ double frexp(double x, int *nptr);
__host__ __device__ float frexpf(float x, int *nptr);
__host__ __device__ double ldexp(double x, int exp);
__host__ __device__ float ldexpf(float x, int exp);
__host__ __device__ double modf(double x, double *iptr);
__host__ __device__ float modff(float x, float *iptr);
__host__ __device__ double remquo(double x, double y, int *quo);
__host__ __device__ float remquof(float x, float y, int *quo);
__host__ __device__ void sincos(double x, double *sptr, double *cptr);
__host__ __device__ void sincosf(float x, float *sptr, float *cptr);
__host__ __device__ void sincospi(double x, double *sptr, double *cptr);
__host__ __device__ void sincospif(float x, float *sptr, float *cptr);
__host__ __device__ double nan(const char *tagp);
__host__ __device__ float nanf(const char *tagp);
__host__ __device__ int ilogb(double x);
__host__ __device__ int ilogbf(float x);
__host__ __device__ double scalbn(double x, int n);
__host__ __device__ float scalbnf(float x, int n);
__host__ __device__ double scalbln(double x, long int n);
__host__ __device__ float scalblnf(float x, long int n);
__host__ __device__ double jn(int n, double x);
__host__ __device__ float jnf(int n, float x);
__host__ __device__ double yn(int n, double x);
__host__ __device__ float ynf(int n, float x);
__host__ __device__ long int lrint(double x);
__host__ __device__ long int lrintf(float x);
__host__ __device__ long int lround(double x);
__host__ __device__ long int lroundf(float x);
__host__ __device__ long long int llrint(double x);
__host__ __device__ long long int llrintf(float x);
__host__ __device__ long long int llround(double x);
__host__ __device__ long long int llroundf(float x);
__host__ __device__ double norm(int dim, const double *p);
__host__ __device__ float normf(int dim, const float *p);
__host__ __device__ double rnorm(int dim, const double *p);
__host__ __device__ float rnormf(int dim, const float *p);
__host__ __device__ double norm3d(double a, double b, double c);
__host__ __device__ float norm3df(float a, float b, float c);
__host__ __device__ double norm4d(double a, double b, double c, double d);
__host__ __device__ float norm4df(float a, float b, float c, float d);
__host__ __device__ double rnorm3d(double a, double b, double c);
__host__ __device__ float rnorm3df(float a, float b, float c);
__host__ __device__ double rnorm4d(double a, double b, double c, double d);
__host__ __device__ float rnorm4df(float a, float b, float c, float d);
__host__ __device__ int __isnan(double x);
__host__ __device__ int __isnanf(float x);
__host__ __device__ int __isinf(double x);
__host__ __device__ int __isinff(float x);
__host__ __device__ int __finite(double x);
__host__ __device__ int __finitef(float x);
__host__ __device__ int __signbit(double x);
__host__ __device__ int __signbitf(float x);
__host__ __device__ int abs(int a);
__host__ __device__ long int labs(long int a);
__host__ __device__ long long int llabs(long long int a);
__host__ __device__ unsigned int umin(unsigned int a, unsigned int b);
__host__ __device__ unsigned int umax(unsigned int a, unsigned int b);
__host__ __device__ long long int llmin(long long int a, long long int b);
__host__ __device__ long long int llmax(long long int a, long long int b);
__host__ __device__ unsigned long long int ullmin(unsigned long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int ullmax(unsigned long long int a, unsigned long long int b);

#if defined(__cplusplus)
} /* extern "C" */

__host__ __device__ float acos(float x);
__host__ __device__ float acosh(float x);
__host__ __device__ float asin(float x);
__host__ __device__ float asinh(float x);
__host__ __device__ float atan(float x);
__host__ __device__ float atanh(float x);
__host__ __device__ float cbrt(float x);
__host__ __device__ float ceil(float x);
__host__ __device__ float cos(float x);
__host__ __device__ float cosh(float x);
__host__ __device__ float cospi(float x);
__host__ __device__ float cyl_bessel_i0(float x);
__host__ __device__ float cyl_bessel_i1(float x);
__host__ __device__ float erf(float x);
__host__ __device__ float erfc(float x);
__host__ __device__ float erfcinv(float x);
__host__ __device__ float erfcx(float x);
__host__ __device__ float erfinv(float x);
__host__ __device__ float exp(float x);
__host__ __device__ float exp10(float x);
__host__ __device__ float exp2(float x);
__host__ __device__ float expm1(float x);
__host__ __device__ float fabs(float x);
__host__ __device__ float floor(float x);
__host__ __device__ float j0(float x);
__host__ __device__ float j1(float x);
__host__ __device__ float lgamma(float x);
__host__ __device__ float log(float x);
__host__ __device__ float log10(float x);
__host__ __device__ float log1p(float x);
__host__ __device__ float log2(float x);
__host__ __device__ float logb(float x);
__host__ __device__ float nearbyint(float x);
__host__ __device__ float normcdf(float x);
__host__ __device__ float normcdfinv(float x);
__host__ __device__ float rcbrt(float x);
__host__ __device__ float rint(float x);
__host__ __device__ float round(float x);
__host__ __device__ float rsqrt(float x);
__host__ __device__ float sin(float x);
__host__ __device__ float sinh(float x);
__host__ __device__ float sinpi(float x);
__host__ __device__ float sqrt(float x);
__host__ __device__ float tan(float x);
__host__ __device__ float tanh(float x);
__host__ __device__ float tgamma(float x);
__host__ __device__ float trunc(float x);
__host__ __device__ float y0(float x);
__host__ __device__ float y1(float x);
__host__ __device__ float atan2(float x, float y);
__host__ __device__ float copysign(float x, float y);
__host__ __device__ float fdim(float x, float y);
__host__ __device__ float fmax(float x, float y);
__host__ __device__ float fmin(float x, float y);
__host__ __device__ float fmod(float x, float y);
__host__ __device__ float hypot(float x, float y);
__host__ __device__ float nextafter(float x, float y);
__host__ __device__ float pow(float x, float y);
__host__ __device__ float remainder(float x, float y);
__host__ __device__ float rhypot(float x, float y);

__host__ __device__ float fma(float x, float y, float z);
__host__ __device__ float frexp(float x, int *nptr);
__host__ __device__ float ldexp(float x, int exp);
__host__ __device__ float modf(float x, float *iptr);
__host__ __device__ float remquo(float x, float y, int *quo);
__host__ __device__ void sincos(float x, float *sptr, float *cptr);
__host__ __device__ void sincospi(float x, float *sptr, float *cptr);
__host__ __device__ int ilogb(float x);
__host__ __device__ float scalbn(float x, int n);
__host__ __device__ float scalbln(float x, long int n);
__host__ __device__ long int lrint(float x);
__host__ __device__ long int lround(float x);
__host__ __device__ long long int llrint(float x);
__host__ __device__ long long int llround(float x);
/* No `pow(float, int)`: C++11's template below promotes both to double (measured: `pow(2.0f,
   2)` is a double with nvcc 13.0, as `std::pow` is). */

__host__ __device__ bool isnan(float x);
__host__ __device__ bool isnan(double x);
__host__ __device__ bool isinf(float x);
__host__ __device__ bool isinf(double x);
__host__ __device__ bool isfinite(float x);
__host__ __device__ bool isfinite(double x);
__host__ __device__ bool signbit(float x);
__host__ __device__ bool signbit(double x);

__host__ __device__ long int abs(long int a);
__host__ __device__ long long int abs(long long int a);
__host__ __device__ float abs(float a);
__host__ __device__ double abs(double a);

__host__ __device__ int min(int a, int b);
__host__ __device__ unsigned int min(unsigned int a, unsigned int b);
__host__ __device__ unsigned int min(int a, unsigned int b);
__host__ __device__ unsigned int min(unsigned int a, int b);
__host__ __device__ long int min(long int a, long int b);
__host__ __device__ unsigned long int min(unsigned long int a, unsigned long int b);
__host__ __device__ unsigned long int min(long int a, unsigned long int b);
__host__ __device__ unsigned long int min(unsigned long int a, long int b);
__host__ __device__ long long int min(long long int a, long long int b);
__host__ __device__ unsigned long long int min(unsigned long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int min(long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int min(unsigned long long int a, long long int b);
__host__ __device__ float min(float a, float b);
__host__ __device__ double min(double a, double b);
__host__ __device__ inline double min(float a, double b) { return min((double)a, b); }
__host__ __device__ inline double min(double a, float b) { return min(a, (double)b); }
__host__ __device__ int max(int a, int b);
__host__ __device__ unsigned int max(unsigned int a, unsigned int b);
__host__ __device__ unsigned int max(int a, unsigned int b);
__host__ __device__ unsigned int max(unsigned int a, int b);
__host__ __device__ long int max(long int a, long int b);
__host__ __device__ unsigned long int max(unsigned long int a, unsigned long int b);
__host__ __device__ unsigned long int max(long int a, unsigned long int b);
__host__ __device__ unsigned long int max(unsigned long int a, long int b);
__host__ __device__ long long int max(long long int a, long long int b);
__host__ __device__ unsigned long long int max(unsigned long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int max(long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int max(unsigned long long int a, long long int b);
__host__ __device__ float max(float a, float b);
__host__ __device__ double max(double a, double b);
__host__ __device__ inline double max(float a, double b) { return max((double)a, b); }
__host__ __device__ inline double max(double a, float b) { return max(a, (double)b); }

/* The host library's overloads for integer arguments (`sqrt(2)`, `atan2(y, 1)` with an integer
   `y`): `constexpr` host function templates computing in double precision, as its
   `__promote_2` makes them, which device code calls only under --expt-relaxed-constexpr
   (measured: nvcc reports calling a constexpr __host__ function without it). */
template <class _T> struct __fc_number { enum { kind = 0 }; };
#define __FC_NUMBER(_T, k) \
    template <> struct __fc_number<_T> { enum { kind = k }; };
__FC_NUMBER(bool, 1)
__FC_NUMBER(char, 1)
__FC_NUMBER(signed char, 1)
__FC_NUMBER(unsigned char, 1)
__FC_NUMBER(wchar_t, 1)
__FC_NUMBER(char16_t, 1)
__FC_NUMBER(char32_t, 1)
__FC_NUMBER(short, 1)
__FC_NUMBER(unsigned short, 1)
__FC_NUMBER(int, 1)
__FC_NUMBER(unsigned int, 1)
__FC_NUMBER(long, 1)
__FC_NUMBER(unsigned long, 1)
__FC_NUMBER(long long, 1)
__FC_NUMBER(unsigned long long, 1)
__FC_NUMBER(float, 2)
__FC_NUMBER(double, 2)
#undef __FC_NUMBER
template <class _T, class _U> struct __fc_same { enum { value = 0 }; };
template <class _T> struct __fc_same<_T, _T> { enum { value = 1 }; };
/* `type` where `T` is an integer. */
template <class _T, bool = __fc_number<_T>::kind == 1> struct __fc_integer_argument {};
template <class _T> struct __fc_integer_argument<_T, true> { typedef double type; };
/* `type` where both are numbers that no overload of two floating-point arguments of one type
   takes as they are: one an integer, or a float and a double. */
template <class _T, class _U,
          bool = __fc_number<_T>::kind != 0 && __fc_number<_U>::kind != 0 &&
                 (__fc_number<_T>::kind == 1 || __fc_number<_U>::kind == 1 || !__fc_same<_T, _U>::value)>
struct __fc_promoted {};
template <class _T, class _U> struct __fc_promoted<_T, _U, true> { typedef double type; };
#define __FC_INTEGER_MATH1(_R, f) \
    template <class _T, class = typename __fc_integer_argument<_T>::type> \
    constexpr _R f(_T x) { return f((double)x); }
#define __FC_INTEGER_MATH2(f) \
    template <class _T, class _U, class = typename __fc_promoted<_T, _U>::type> \
    constexpr double f(_T x, _U y) { return f((double)x, (double)y); }
__FC_INTEGER_MATH1(double, acos)
__FC_INTEGER_MATH1(double, acosh)
__FC_INTEGER_MATH1(double, asin)
__FC_INTEGER_MATH1(double, asinh)
__FC_INTEGER_MATH1(double, atan)
__FC_INTEGER_MATH1(double, atanh)
__FC_INTEGER_MATH1(double, cbrt)
__FC_INTEGER_MATH1(double, ceil)
__FC_INTEGER_MATH1(double, cos)
__FC_INTEGER_MATH1(double, cosh)
__FC_INTEGER_MATH1(double, erf)
__FC_INTEGER_MATH1(double, erfc)
__FC_INTEGER_MATH1(double, exp)
__FC_INTEGER_MATH1(double, exp2)
__FC_INTEGER_MATH1(double, expm1)
__FC_INTEGER_MATH1(double, fabs)
__FC_INTEGER_MATH1(double, floor)
__FC_INTEGER_MATH1(int, ilogb)
__FC_INTEGER_MATH1(double, lgamma)
__FC_INTEGER_MATH1(long long, llrint)
__FC_INTEGER_MATH1(long long, llround)
__FC_INTEGER_MATH1(double, log)
__FC_INTEGER_MATH1(double, log10)
__FC_INTEGER_MATH1(double, log1p)
__FC_INTEGER_MATH1(double, log2)
__FC_INTEGER_MATH1(double, logb)
__FC_INTEGER_MATH1(long, lrint)
__FC_INTEGER_MATH1(long, lround)
__FC_INTEGER_MATH1(double, nearbyint)
__FC_INTEGER_MATH1(double, rint)
__FC_INTEGER_MATH1(double, round)
__FC_INTEGER_MATH1(double, sin)
__FC_INTEGER_MATH1(double, sinh)
__FC_INTEGER_MATH1(double, sqrt)
__FC_INTEGER_MATH1(double, tan)
__FC_INTEGER_MATH1(double, tanh)
__FC_INTEGER_MATH1(double, tgamma)
__FC_INTEGER_MATH1(double, trunc)
__FC_INTEGER_MATH2(atan2)
__FC_INTEGER_MATH2(copysign)
__FC_INTEGER_MATH2(fdim)
__FC_INTEGER_MATH2(fmax)
__FC_INTEGER_MATH2(fmin)
__FC_INTEGER_MATH2(fmod)
__FC_INTEGER_MATH2(hypot)
__FC_INTEGER_MATH2(nextafter)
__FC_INTEGER_MATH2(remainder)
/* Classification of integers, as the host's library answers it (<math.h> defines fpclassify,
   isnormal and the comparisons of integers after its own, with this macro, and undefines it; the
   rest is here). */
#define __FC_INTEGER_CLASSIFY(_R, f, value) \
    template <class _T, class = typename __fc_integer_argument<_T>::type> \
    constexpr _R f(_T x) { return value; }
__FC_INTEGER_CLASSIFY(bool, isnan, ((void)x, false))
__FC_INTEGER_CLASSIFY(bool, isinf, ((void)x, false))
__FC_INTEGER_CLASSIFY(bool, isfinite, ((void)x, true))
__FC_INTEGER_CLASSIFY(bool, signbit, x < (_T)0)
template <class _T, class = typename __fc_integer_argument<_T>::type>
constexpr double ldexp(_T x, int e) { return ldexp((double)x, e); }
template <class _T, class = typename __fc_integer_argument<_T>::type>
constexpr double frexp(_T x, int *e) { return frexp((double)x, e); }
template <class _T, class = typename __fc_integer_argument<_T>::type>
constexpr double scalbn(_T x, int n) { return scalbn((double)x, n); }
template <class _T, class = typename __fc_integer_argument<_T>::type>
constexpr double scalbln(_T x, long n) { return scalbln((double)x, n); }
template <class _T, class _U, class = typename __fc_promoted<_T, _U>::type>
constexpr double remquo(_T x, _U y, int *q) { return remquo((double)x, (double)y, q); }
#undef __FC_INTEGER_MATH1
#undef __FC_INTEGER_MATH2
/* `pow` of an integer (`pow(n, 2)`, `pow(x, 2)`) is a device function (measured: nvcc builds it
   without --expt-relaxed-constexpr). */
template <class _T, class _U, class = typename __fc_promoted<_T, _U>::type>
__host__ __device__ inline double pow(_T x, _U y) { return pow((double)x, (double)y); }
#endif /* __cplusplus */

/* As in CUDA's headers, every file sees <math.h> (M_PI, INFINITY) and, in C++, <cmath>. */
#include <math.h>
#if defined(__cplusplus)
#include <cmath>
#endif

#else /* host pass */

#include <math.h>
#include <stdlib.h>

/*
 * CUDA's math functions that the C library lacks, defined for host code as CUDA's headers do, so
 * that __host__ __device__ functions calling them compile for the host too.
 */
static inline double rsqrt(double x) { return 1.0 / sqrt(x); }
static inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
static inline double rcbrt(double x) { return 1.0 / cbrt(x); }
static inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }

/* sin(pi x) and cos(pi x), exact at multiples of 1/2: x is reduced exactly to [-1, 1] first. */
static inline double sinpi(double x)
{
    double r = remainder(x, 2.0);
    if (r == 0.0 || fabs(r) == 1.0)
        return copysign(0.0, x);
    if (fabs(r) == 0.5)
        return copysign(1.0, r);
    return sin(3.141592653589793 * r);
}
static inline double cospi(double x)
{
    double r = fabs(remainder(x, 2.0));
    if (r == 0.5)
        return 0.0;
    if (r == 1.0)
        return -1.0;
    return cos(3.141592653589793 * r);
}
static inline float sinpif(float x) { return (float)sinpi((double)x); }
static inline float cospif(float x) { return (float)cospi((double)x); }
static inline void sincospi(double x, double *s, double *c)
{
    *s = sinpi(x);
    *c = cospi(x);
}
static inline void sincospif(float x, float *s, float *c)
{
    *s = sinpif(x);
    *c = cospif(x);
}

/* The inverse of erfc by Newton's method from the asymptotic start sqrt(-log(y)). */
static inline double erfcinv(double y)
{
    if (!(y >= 0.0 && y <= 2.0))
        return NAN;
    if (y == 0.0)
        return INFINITY;
    if (y == 2.0)
        return -INFINITY;
    if (y > 1.0)
        return -erfcinv(2.0 - y);
    double x = y > 0.5 ? (1.0 - y) * 0.886226925452758 : sqrt(-log(y));
    for (int i = 0; i < 60; ++i) {
        double step = (erfc(x) - y) / (1.1283791670955126 * exp(-x * x));
        x += step;
        if (fabs(step) <= 1e-17 * fabs(x))
            break;
    }
    return x;
}
static inline double erfinv(double y)
{
    if (!(y >= -1.0 && y <= 1.0))
        return NAN;
    if (fabs(y) <= 0.5) {
        double x = y * 0.886226925452758;
        for (int i = 0; i < 60; ++i) {
            double step = (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
            x -= step;
            if (fabs(step) <= 1e-17 * fabs(x))
                break;
        }
        return x;
    }
    return copysign(erfcinv(1.0 - fabs(y)), y);
}
static inline float erfinvf(float y) { return (float)erfinv((double)y); }
static inline float erfcinvf(float y) { return (float)erfcinv((double)y); }
static inline double normcdf(double x) { return 0.5 * erfc(-x * 0.7071067811865476); }
static inline float normcdff(float x) { return (float)normcdf((double)x); }
static inline double normcdfinv(double p) { return -1.4142135623730951 * erfcinv(2.0 * p); }
static inline float normcdfinvf(float p) { return (float)normcdfinv((double)p); }
/* exp(x^2) erfc(x), by its asymptotic series where exp(x^2) would overflow. */
static inline double erfcx(double x)
{
    if (x < 25.0)
        return exp(x * x) * erfc(x);
    double t = 1.0 / (x * x);
    return 0.5641895835477563 / x * (1.0 - 0.5 * t + 0.75 * t * t - 1.875 * t * t * t);
}
static inline float erfcxf(float x) { return (float)erfcx((double)x); }

#if defined(__cplusplus)
#include <cmath>
#include <cstdlib>

static inline float rsqrt(float x) { return rsqrtf(x); }
static inline float rcbrt(float x) { return rcbrtf(x); }
static inline float sinpi(float x) { return sinpif(x); }
static inline float cospi(float x) { return cospif(x); }
static inline void sincospi(float x, float *s, float *c) { sincospif(x, s, c); }
static inline float erfinv(float y) { return erfinvf(y); }
static inline float erfcinv(float y) { return erfcinvf(y); }
static inline float normcdf(float x) { return normcdff(x); }
static inline float normcdfinv(float p) { return normcdfinvf(p); }
static inline float erfcx(float x) { return erfcxf(x); }

static inline int min(int a, int b)
{
    return ((int)a < (int)b) ? (int)a : (int)b;
}
static inline unsigned int min(unsigned int a, unsigned int b)
{
    return ((unsigned int)a < (unsigned int)b) ? (unsigned int)a : (unsigned int)b;
}
static inline unsigned int min(int a, unsigned int b)
{
    return ((unsigned int)a < (unsigned int)b) ? (unsigned int)a : (unsigned int)b;
}
static inline unsigned int min(unsigned int a, int b)
{
    return ((unsigned int)a < (unsigned int)b) ? (unsigned int)a : (unsigned int)b;
}
static inline long int min(long int a, long int b)
{
    return ((long int)a < (long int)b) ? (long int)a : (long int)b;
}
static inline unsigned long int min(unsigned long int a, unsigned long int b)
{
    return ((unsigned long int)a < (unsigned long int)b) ? (unsigned long int)a : (unsigned long int)b;
}
static inline unsigned long int min(long int a, unsigned long int b)
{
    return ((unsigned long int)a < (unsigned long int)b) ? (unsigned long int)a : (unsigned long int)b;
}
static inline unsigned long int min(unsigned long int a, long int b)
{
    return ((unsigned long int)a < (unsigned long int)b) ? (unsigned long int)a : (unsigned long int)b;
}
static inline long long int min(long long int a, long long int b)
{
    return ((long long int)a < (long long int)b) ? (long long int)a : (long long int)b;
}
static inline unsigned long long int min(unsigned long long int a, unsigned long long int b)
{
    return ((unsigned long long int)a < (unsigned long long int)b) ? (unsigned long long int)a : (unsigned long long int)b;
}
static inline unsigned long long int min(long long int a, unsigned long long int b)
{
    return ((unsigned long long int)a < (unsigned long long int)b) ? (unsigned long long int)a : (unsigned long long int)b;
}
static inline unsigned long long int min(unsigned long long int a, long long int b)
{
    return ((unsigned long long int)a < (unsigned long long int)b) ? (unsigned long long int)a : (unsigned long long int)b;
}
static inline float min(float a, float b)
{
    return fminf((float)a, (float)b);
}
static inline double min(double a, double b)
{
    return fmin((double)a, (double)b);
}
static inline double min(float a, double b)
{
    return fmin((double)a, (double)b);
}
static inline double min(double a, float b)
{
    return fmin((double)a, (double)b);
}
static inline int max(int a, int b)
{
    return ((int)a > (int)b) ? (int)a : (int)b;
}
static inline unsigned int max(unsigned int a, unsigned int b)
{
    return ((unsigned int)a > (unsigned int)b) ? (unsigned int)a : (unsigned int)b;
}
static inline unsigned int max(int a, unsigned int b)
{
    return ((unsigned int)a > (unsigned int)b) ? (unsigned int)a : (unsigned int)b;
}
static inline unsigned int max(unsigned int a, int b)
{
    return ((unsigned int)a > (unsigned int)b) ? (unsigned int)a : (unsigned int)b;
}
static inline long int max(long int a, long int b)
{
    return ((long int)a > (long int)b) ? (long int)a : (long int)b;
}
static inline unsigned long int max(unsigned long int a, unsigned long int b)
{
    return ((unsigned long int)a > (unsigned long int)b) ? (unsigned long int)a : (unsigned long int)b;
}
static inline unsigned long int max(long int a, unsigned long int b)
{
    return ((unsigned long int)a > (unsigned long int)b) ? (unsigned long int)a : (unsigned long int)b;
}
static inline unsigned long int max(unsigned long int a, long int b)
{
    return ((unsigned long int)a > (unsigned long int)b) ? (unsigned long int)a : (unsigned long int)b;
}
static inline long long int max(long long int a, long long int b)
{
    return ((long long int)a > (long long int)b) ? (long long int)a : (long long int)b;
}
static inline unsigned long long int max(unsigned long long int a, unsigned long long int b)
{
    return ((unsigned long long int)a > (unsigned long long int)b) ? (unsigned long long int)a : (unsigned long long int)b;
}
static inline unsigned long long int max(long long int a, unsigned long long int b)
{
    return ((unsigned long long int)a > (unsigned long long int)b) ? (unsigned long long int)a : (unsigned long long int)b;
}
static inline unsigned long long int max(unsigned long long int a, long long int b)
{
    return ((unsigned long long int)a > (unsigned long long int)b) ? (unsigned long long int)a : (unsigned long long int)b;
}
static inline float max(float a, float b)
{
    return fmaxf((float)a, (float)b);
}
static inline double max(double a, double b)
{
    return fmax((double)a, (double)b);
}
static inline double max(float a, double b)
{
    return fmax((double)a, (double)b);
}
static inline double max(double a, float b)
{
    return fmax((double)a, (double)b);
}

static inline unsigned int umin(unsigned int a, unsigned int b)
{
    return (a < b) ? a : b;
}
static inline unsigned int umax(unsigned int a, unsigned int b)
{
    return (a > b) ? a : b;
}
static inline long long int llmin(long long int a, long long int b)
{
    return (a < b) ? a : b;
}
static inline long long int llmax(long long int a, long long int b)
{
    return (a > b) ? a : b;
}
static inline unsigned long long int ullmin(unsigned long long int a, unsigned long long int b)
{
    return (a < b) ? a : b;
}
static inline unsigned long long int ullmax(unsigned long long int a, unsigned long long int b)
{
    return (a > b) ? a : b;
}
#endif /* __cplusplus */

#endif /* __CUDA_ARCH__ */

#endif /* __FERROCUDA_CRT_MATH_FUNCTIONS_H__ */
