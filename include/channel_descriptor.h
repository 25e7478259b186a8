/*
 * cudaCreateChannelDesc<T>(): the channel layout of a texel type, for binding textures and
 * allocating CUDA arrays. Host code only; 64-bit element types have no channel format.
 */
#ifndef __CHANNEL_DESCRIPTOR_H__
#define __CHANNEL_DESCRIPTOR_H__

#include "cuda_runtime_api.h"

#if defined(__cplusplus) && !defined(__CUDA_ARCH__)

/* Plain char follows the host ABI's signedness, as it does for device code. */
#if defined(__CHAR_UNSIGNED__)
#define __FERROCUDA_CHAR_KIND cudaChannelFormatKindUnsigned
#else
#define __FERROCUDA_CHAR_KIND cudaChannelFormatKindSigned
#endif

template <class _T>
inline cudaChannelFormatDesc cudaCreateChannelDesc(void)
{
    return cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<char>(void)
{
    return cudaCreateChannelDesc(8, 0, 0, 0, __FERROCUDA_CHAR_KIND);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<signed char>(void)
{
    return cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<unsigned char>(void)
{
    return cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<char1>(void)
{
    return cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<uchar1>(void)
{
    return cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<char2>(void)
{
    return cudaCreateChannelDesc(8, 8, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<uchar2>(void)
{
    return cudaCreateChannelDesc(8, 8, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<char4>(void)
{
    return cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<uchar4>(void)
{
    return cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<short>(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<unsigned short>(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<short1>(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<ushort1>(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<short2>(void)
{
    return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<ushort2>(void)
{
    return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<short4>(void)
{
    return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<ushort4>(void)
{
    return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<int>(void)
{
    return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<unsigned int>(void)
{
    return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<int1>(void)
{
    return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<uint1>(void)
{
    return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<int2>(void)
{
    return cudaCreateChannelDesc(32, 32, 0, 0, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<uint2>(void)
{
    return cudaCreateChannelDesc(32, 32, 0, 0, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<int4>(void)
{
    return cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindSigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<uint4>(void)
{
    return cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindUnsigned);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<float>(void)
{
    return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<float1>(void)
{
    return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<float2>(void)
{
    return cudaCreateChannelDesc(32, 32, 0, 0, cudaChannelFormatKindFloat);
}

template <>
inline cudaChannelFormatDesc cudaCreateChannelDesc<float4>(void)
{
    return cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindFloat);
}

/* 16-bit floats, named as CUDA names them (the texel type itself may not be declared). */
static inline cudaChannelFormatDesc cudaCreateChannelDescHalf(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}

static inline cudaChannelFormatDesc cudaCreateChannelDescHalf1(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}

static inline cudaChannelFormatDesc cudaCreateChannelDescHalf2(void)
{
    return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat);
}

static inline cudaChannelFormatDesc cudaCreateChannelDescHalf4(void)
{
    return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat);
}

#undef __FERROCUDA_CHAR_KIND

#endif /* __cplusplus && !__CUDA_ARCH__ */

#endif /* __CHANNEL_DESCRIPTOR_H__ */
