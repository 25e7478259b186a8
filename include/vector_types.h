/*
 * CUDA's built-in vector types, with the alignments CUDA 12/13 give them on LP64 Linux.
 *
 * The alignments are part of the ABI shared with device code and the runtime: a float4 kernel
 * argument or a cudaMemcpy of an int2 array has to agree with the device pass byte for byte.
 * long2/ulong2 are 16-aligned because CUDA aligns them to 2 * sizeof(long), which is 16 here.
 * CUDA 13 deprecates the 4-element 64-bit types (long4, ulong4, longlong4, ulonglong4, double4)
 * in favour of explicit _16a/_32a variants; the deprecated names keep their CUDA 12 alignment
 * (16) and the variants are provided alongside.
 */
#ifndef __VECTOR_TYPES_H__
#define __VECTOR_TYPES_H__

#include "crt/host_defines.h"

struct __device_builtin__ char1 { signed char x; };
struct __device_builtin__ __align__(2) char2 { signed char x, y; };
struct __device_builtin__ char3 { signed char x, y, z; };
struct __device_builtin__ __align__(4) char4 { signed char x, y, z, w; };

struct __device_builtin__ uchar1 { unsigned char x; };
struct __device_builtin__ __align__(2) uchar2 { unsigned char x, y; };
struct __device_builtin__ uchar3 { unsigned char x, y, z; };
struct __device_builtin__ __align__(4) uchar4 { unsigned char x, y, z, w; };

struct __device_builtin__ short1 { short x; };
struct __device_builtin__ __align__(4) short2 { short x, y; };
struct __device_builtin__ short3 { short x, y, z; };
struct __device_builtin__ __align__(8) short4 { short x, y, z, w; };

struct __device_builtin__ ushort1 { unsigned short x; };
struct __device_builtin__ __align__(4) ushort2 { unsigned short x, y; };
struct __device_builtin__ ushort3 { unsigned short x, y, z; };
struct __device_builtin__ __align__(8) ushort4 { unsigned short x, y, z, w; };

struct __device_builtin__ int1 { int x; };
struct __device_builtin__ __align__(8) int2 { int x, y; };
struct __device_builtin__ int3 { int x, y, z; };
struct __device_builtin__ __align__(16) int4 { int x, y, z, w; };

struct __device_builtin__ uint1 { unsigned int x; };
struct __device_builtin__ __align__(8) uint2 { unsigned int x, y; };
struct __device_builtin__ uint3 { unsigned int x, y, z; };
struct __device_builtin__ __align__(16) uint4 { unsigned int x, y, z, w; };

struct __device_builtin__ long1 { long int x; };
struct __device_builtin__ __align__(16) long2 { long int x, y; };
struct __device_builtin__ long3 { long int x, y, z; };
struct __device_builtin__ __align__(16) long4 { long int x, y, z, w; };
struct __device_builtin__ __align__(16) long4_16a { long int x, y, z, w; };
struct __device_builtin__ __align__(32) long4_32a { long int x, y, z, w; };

struct __device_builtin__ ulong1 { unsigned long int x; };
struct __device_builtin__ __align__(16) ulong2 { unsigned long int x, y; };
struct __device_builtin__ ulong3 { unsigned long int x, y, z; };
struct __device_builtin__ __align__(16) ulong4 { unsigned long int x, y, z, w; };
struct __device_builtin__ __align__(16) ulong4_16a { unsigned long int x, y, z, w; };
struct __device_builtin__ __align__(32) ulong4_32a { unsigned long int x, y, z, w; };

struct __device_builtin__ longlong1 { long long int x; };
struct __device_builtin__ __align__(16) longlong2 { long long int x, y; };
struct __device_builtin__ longlong3 { long long int x, y, z; };
struct __device_builtin__ __align__(16) longlong4 { long long int x, y, z, w; };
struct __device_builtin__ __align__(16) longlong4_16a { long long int x, y, z, w; };
struct __device_builtin__ __align__(32) longlong4_32a { long long int x, y, z, w; };

struct __device_builtin__ ulonglong1 { unsigned long long int x; };
struct __device_builtin__ __align__(16) ulonglong2 { unsigned long long int x, y; };
struct __device_builtin__ ulonglong3 { unsigned long long int x, y, z; };
struct __device_builtin__ __align__(16) ulonglong4 { unsigned long long int x, y, z, w; };
struct __device_builtin__ __align__(16) ulonglong4_16a { unsigned long long int x, y, z, w; };
struct __device_builtin__ __align__(32) ulonglong4_32a { unsigned long long int x, y, z, w; };

struct __device_builtin__ float1 { float x; };
struct __device_builtin__ __align__(8) float2 { float x, y; };
struct __device_builtin__ float3 { float x, y, z; };
struct __device_builtin__ __align__(16) float4 { float x, y, z, w; };

struct __device_builtin__ double1 { double x; };
struct __device_builtin__ __align__(16) double2 { double x, y; };
struct __device_builtin__ double3 { double x, y, z; };
struct __device_builtin__ __align__(16) double4 { double x, y, z, w; };
struct __device_builtin__ __align__(16) double4_16a { double x, y, z, w; };
struct __device_builtin__ __align__(32) double4_32a { double x, y, z, w; };

typedef struct char1 char1;
typedef struct char2 char2;
typedef struct char3 char3;
typedef struct char4 char4;
typedef struct uchar1 uchar1;
typedef struct uchar2 uchar2;
typedef struct uchar3 uchar3;
typedef struct uchar4 uchar4;
typedef struct short1 short1;
typedef struct short2 short2;
typedef struct short3 short3;
typedef struct short4 short4;
typedef struct ushort1 ushort1;
typedef struct ushort2 ushort2;
typedef struct ushort3 ushort3;
typedef struct ushort4 ushort4;
typedef struct int1 int1;
typedef struct int2 int2;
typedef struct int3 int3;
typedef struct int4 int4;
typedef struct uint1 uint1;
typedef struct uint2 uint2;
typedef struct uint3 uint3;
typedef struct uint4 uint4;
typedef struct long1 long1;
typedef struct long2 long2;
typedef struct long3 long3;
typedef struct long4 long4;
typedef struct long4_16a long4_16a;
typedef struct long4_32a long4_32a;
typedef struct ulong1 ulong1;
typedef struct ulong2 ulong2;
typedef struct ulong3 ulong3;
typedef struct ulong4 ulong4;
typedef struct ulong4_16a ulong4_16a;
typedef struct ulong4_32a ulong4_32a;
typedef struct longlong1 longlong1;
typedef struct longlong2 longlong2;
typedef struct longlong3 longlong3;
typedef struct longlong4 longlong4;
typedef struct longlong4_16a longlong4_16a;
typedef struct longlong4_32a longlong4_32a;
typedef struct ulonglong1 ulonglong1;
typedef struct ulonglong2 ulonglong2;
typedef struct ulonglong3 ulonglong3;
typedef struct ulonglong4 ulonglong4;
typedef struct ulonglong4_16a ulonglong4_16a;
typedef struct ulonglong4_32a ulonglong4_32a;
typedef struct float1 float1;
typedef struct float2 float2;
typedef struct float3 float3;
typedef struct float4 float4;
typedef struct double1 double1;
typedef struct double2 double2;
typedef struct double3 double3;
typedef struct double4 double4;
typedef struct double4_16a double4_16a;
typedef struct double4_32a double4_32a;

struct __device_builtin__ dim3 {
    unsigned int x, y, z;
#if defined(__cplusplus)
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
#if !defined(__CUDA_ARCH__)
    /* Host only for now: ferrocuda's device front end does not parse conversion functions. */
    operator uint3() const
    {
        uint3 t;
        t.x = x;
        t.y = y;
        t.z = z;
        return t;
    }
#endif
#endif
};

typedef struct dim3 dim3;

#endif /* __VECTOR_TYPES_H__ */
