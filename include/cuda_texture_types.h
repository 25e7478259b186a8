/*
 * The legacy texture<> reference template. A file-scope texture<T, dim, mode> variable has a
 * host shadow (the object below) that cudaBindTexture* receives by address, and a device-side
 * counterpart that tex1Dfetch/tex1D/tex2D/tex3D read through.
 */
#ifndef __CUDA_TEXTURE_TYPES_H__
#define __CUDA_TEXTURE_TYPES_H__

#include "texture_types.h"

#if defined(__cplusplus)

#if !defined(__CUDA_ARCH__)
#include "channel_descriptor.h"
#endif

template <class T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __device_builtin_texture_type__ texture : public textureReference {
#if !defined(__CUDA_ARCH__)
    texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
            enum cudaTextureAddressMode aMode = cudaAddressModeClamp)
    {
        init(norm, fMode, aMode, cudaCreateChannelDesc<T>());
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
    }
#endif
};

#endif /* __cplusplus */

#endif /* __CUDA_TEXTURE_TYPES_H__ */
