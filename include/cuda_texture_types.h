/*
 * The legacy texture<> reference template. A file-scope texture<T, dim, mode> variable has a
 * host shadow (a textureReference) that cudaBindTexture* receives by address, and a device-side
 * counterpart holding the texture object that binding creates, which tex1Dfetch/tex1D/tex2D/tex3D
 * read through. The host shadow keeps the read mode in __cudaReserved[0].
 */
#ifndef __CUDA_TEXTURE_TYPES_H__
#define __CUDA_TEXTURE_TYPES_H__

#include "texture_types.h"

#if defined(__cplusplus)

#if !defined(__CUDA_ARCH__)
#include "channel_descriptor.h"
#endif

#if defined(__CUDA_ARCH__)
/* The device side of a reference: the texture object cudaBindTexture* made for it. */
template <class _T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __device_builtin_texture_type__ texture {
    cudaTextureObject_t __ferrocuda_object;
};
#else
template <class _T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __device_builtin_texture_type__ texture : public textureReference {
    texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
            enum cudaTextureAddressMode aMode = cudaAddressModeClamp)
    {
        init(norm, fMode, aMode, cudaCreateChannelDesc<_T>());
    }

    texture(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
            struct cudaChannelFormatDesc desc)
    {
        init(norm, fMode, aMode, desc);
    }

private:
    void init(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
              struct cudaChannelFormatDesc desc)
    {
        normalized = norm;
        filterMode = fMode;
        addressMode[0] = aMode;
        addressMode[1] = aMode;
        addressMode[2] = aMode;
        channelDesc = desc;
        sRGB = 0;
        maxAnisotropy = 0;
        mipmapFilterMode = cudaFilterModePoint;
        mipmapLevelBias = 0.0f;
        minMipmapLevelClamp = 0.0f;
        maxMipmapLevelClamp = 0.0f;
        disableTrilinearOptimization = 0;
        for (int i = 0; i < 14; ++i)
            __cudaReserved[i] = 0;
        /* The read mode is the template's; binding needs it to create the texture object. */
        __cudaReserved[0] = mode;
    }
};
#endif

#endif /* __cplusplus */

#endif /* __CUDA_TEXTURE_TYPES_H__ */
