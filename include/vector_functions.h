/*
 * make_<type>() constructors for the vector types. They are defined (not just declared) in both
 * passes: they are ordinary __host__ __device__ functions, not intrinsics.
 */
#ifndef __VECTOR_FUNCTIONS_H__
#define __VECTOR_FUNCTIONS_H__

#include "vector_types.h"

static __host__ __device__ inline char1 make_char1(signed char x)
{
    char1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline char2 make_char2(signed char x, signed char y)
{
    char2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline char3 make_char3(signed char x, signed char y, signed char z)
{
    char3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline char4 make_char4(signed char x, signed char y, signed char z, signed char w)
{
    char4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline uchar1 make_uchar1(unsigned char x)
{
    uchar1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline uchar2 make_uchar2(unsigned char x, unsigned char y)
{
    uchar2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z)
{
    uchar3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w)
{
    uchar4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline short1 make_short1(short x)
{
    short1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline short2 make_short2(short x, short y)
{
    short2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline short3 make_short3(short x, short y, short z)
{
    short3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline short4 make_short4(short x, short y, short z, short w)
{
    short4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline ushort1 make_ushort1(unsigned short x)
{
    ushort1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline ushort2 make_ushort2(unsigned short x, unsigned short y)
{
    ushort2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z)
{
    ushort3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z, unsigned short w)
{
    ushort4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline int1 make_int1(int x)
{
    int1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline int2 make_int2(int x, int y)
{
    int2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline int3 make_int3(int x, int y, int z)
{
    int3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline int4 make_int4(int x, int y, int z, int w)
{
    int4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline uint1 make_uint1(unsigned int x)
{
    uint1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline uint2 make_uint2(unsigned int x, unsigned int y)
{
    uint2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z)
{
    uint3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w)
{
    uint4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline long1 make_long1(long int x)
{
    long1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline long2 make_long2(long int x, long int y)
{
    long2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline long3 make_long3(long int x, long int y, long int z)
{
    long3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline long4 make_long4(long int x, long int y, long int z, long int w)
{
    long4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline ulong1 make_ulong1(unsigned long int x)
{
    ulong1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline ulong2 make_ulong2(unsigned long int x, unsigned long int y)
{
    ulong2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline ulong3 make_ulong3(unsigned long int x, unsigned long int y, unsigned long int z)
{
    ulong3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline ulong4 make_ulong4(unsigned long int x, unsigned long int y, unsigned long int z, unsigned long int w)
{
    ulong4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline longlong1 make_longlong1(long long int x)
{
    longlong1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline longlong2 make_longlong2(long long int x, long long int y)
{
    longlong2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline longlong3 make_longlong3(long long int x, long long int y, long long int z)
{
    longlong3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline longlong4 make_longlong4(long long int x, long long int y, long long int z, long long int w)
{
    longlong4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline ulonglong1 make_ulonglong1(unsigned long long int x)
{
    ulonglong1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline ulonglong2 make_ulonglong2(unsigned long long int x, unsigned long long int y)
{
    ulonglong2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline ulonglong3 make_ulonglong3(unsigned long long int x, unsigned long long int y, unsigned long long int z)
{
    ulonglong3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline ulonglong4 make_ulonglong4(unsigned long long int x, unsigned long long int y, unsigned long long int z, unsigned long long int w)
{
    ulonglong4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline float1 make_float1(float x)
{
    float1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline float2 make_float2(float x, float y)
{
    float2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline float3 make_float3(float x, float y, float z)
{
    float3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline float4 make_float4(float x, float y, float z, float w)
{
    float4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

static __host__ __device__ inline double1 make_double1(double x)
{
    double1 t;
    t.x = x;
    return t;
}
static __host__ __device__ inline double2 make_double2(double x, double y)
{
    double2 t;
    t.x = x; t.y = y;
    return t;
}
static __host__ __device__ inline double3 make_double3(double x, double y, double z)
{
    double3 t;
    t.x = x; t.y = y; t.z = z;
    return t;
}
static __host__ __device__ inline double4 make_double4(double x, double y, double z, double w)
{
    double4 t;
    t.x = x; t.y = y; t.z = z; t.w = w;
    return t;
}

/* CUDA 13's four-component types of 8-byte elements with their alignment in the name. */
#define __FERROCUDA_MAKE_ALIGNED4(T, E) \
    static __host__ __device__ inline T make_##T(E x, E y, E z, E w) \
    { \
        T t; \
        t.x = x; t.y = y; t.z = z; t.w = w; \
        return t; \
    }
__FERROCUDA_MAKE_ALIGNED4(long4_16a, long int)
__FERROCUDA_MAKE_ALIGNED4(long4_32a, long int)
__FERROCUDA_MAKE_ALIGNED4(ulong4_16a, unsigned long int)
__FERROCUDA_MAKE_ALIGNED4(ulong4_32a, unsigned long int)
__FERROCUDA_MAKE_ALIGNED4(longlong4_16a, long long int)
__FERROCUDA_MAKE_ALIGNED4(longlong4_32a, long long int)
__FERROCUDA_MAKE_ALIGNED4(ulonglong4_16a, unsigned long long int)
__FERROCUDA_MAKE_ALIGNED4(ulonglong4_32a, unsigned long long int)
__FERROCUDA_MAKE_ALIGNED4(double4_16a, double)
__FERROCUDA_MAKE_ALIGNED4(double4_32a, double)
#undef __FERROCUDA_MAKE_ALIGNED4

#endif /* __VECTOR_FUNCTIONS_H__ */
