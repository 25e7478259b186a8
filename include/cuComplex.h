/*
 * Single and double precision complex numbers as float2 / double2, usable in both passes.
 * Division and magnitude scale their operands so that intermediate products do not overflow
 * for large but representable inputs.
 */
#ifndef __CU_COMPLEX_H__
#define __CU_COMPLEX_H__

#include "vector_types.h"
#include "crt/math_functions.h"

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

static __host__ __device__ inline float cuCrealf(cuFloatComplex x)
{
    return x.x;
}

static __host__ __device__ inline float cuCimagf(cuFloatComplex x)
{
    return x.y;
}

static __host__ __device__ inline cuFloatComplex make_cuFloatComplex(float r, float i)
{
    cuFloatComplex z;
    z.x = r;
    z.y = i;
    return z;
}

static __host__ __device__ inline cuFloatComplex cuConjf(cuFloatComplex x)
{
    return make_cuFloatComplex(x.x, -x.y);
}

static __host__ __device__ inline cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y)
{
    return make_cuFloatComplex(x.x + y.x, x.y + y.y);
}

static __host__ __device__ inline cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y)
{
    return make_cuFloatComplex(x.x - y.x, x.y - y.y);
}

static __host__ __device__ inline cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y)
{
    return make_cuFloatComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}

static __host__ __device__ inline cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y)
{
    float s = fabsf(y.x) + fabsf(y.y);
    float inv = 1.0f / s;
    float xr = x.x * inv, xi = x.y * inv;
    float yr = y.x * inv, yi = y.y * inv;
    float d = 1.0f / (yr * yr + yi * yi);
    return make_cuFloatComplex((xr * yr + xi * yi) * d, (xi * yr - xr * yi) * d);
}

static __host__ __device__ inline float cuCabsf(cuFloatComplex x)
{
    return hypotf(x.x, x.y);
}

static __host__ __device__ inline cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y, cuFloatComplex d)
{
    return cuCaddf(cuCmulf(x, y), d);
}

static __host__ __device__ inline double cuCreal(cuDoubleComplex x)
{
    return x.x;
}

static __host__ __device__ inline double cuCimag(cuDoubleComplex x)
{
    return x.y;
}

static __host__ __device__ inline cuDoubleComplex make_cuDoubleComplex(double r, double i)
{
    cuDoubleComplex z;
    z.x = r;
    z.y = i;
    return z;
}

static __host__ __device__ inline cuDoubleComplex cuConj(cuDoubleComplex x)
{
    return make_cuDoubleComplex(x.x, -x.y);
}

static __host__ __device__ inline cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y)
{
    return make_cuDoubleComplex(x.x + y.x, x.y + y.y);
}

static __host__ __device__ inline cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y)
{
    return make_cuDoubleComplex(x.x - y.x, x.y - y.y);
}

static __host__ __device__ inline cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y)
{
    return make_cuDoubleComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}

static __host__ __device__ inline cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y)
{
    double s = fabs(y.x) + fabs(y.y);
    double inv = 1.0 / s;
    double xr = x.x * inv, xi = x.y * inv;
    double yr = y.x * inv, yi = y.y * inv;
    double d = 1.0 / (yr * yr + yi * yi);
    return make_cuDoubleComplex((xr * yr + xi * yi) * d, (xi * yr - xr * yi) * d);
}

static __host__ __device__ inline double cuCabs(cuDoubleComplex x)
{
    return hypot(x.x, x.y);
}

static __host__ __device__ inline cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d)
{
    return cuCadd(cuCmul(x, y), d);
}

static __host__ __device__ inline cuComplex make_cuComplex(float r, float i)
{
    return make_cuFloatComplex(r, i);
}

static __host__ __device__ inline cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c)
{
    return make_cuDoubleComplex((double)c.x, (double)c.y);
}

static __host__ __device__ inline cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c)
{
    return make_cuFloatComplex((float)c.x, (float)c.y);
}

#endif /* __CU_COMPLEX_H__ */
