/*
 * Texture reads, for texture objects and for legacy texture<> references. Device pass only;
 * the fetches are intrinsics of ferrocuda's compiler.
 *
 * A reference read in cudaReadModeNormalizedFloat mode returns floats with the texel's channel
 * count; __ferrocuda_tex_normalized maps the texel type to that result type.
 */
#ifndef __TEXTURE_FETCH_FUNCTIONS_H__
#define __TEXTURE_FETCH_FUNCTIONS_H__

#include "cuda_texture_types.h"

#if defined(__cplusplus) && defined(__CUDA_ARCH__)

template <class _T>
struct __ferrocuda_tex_normalized {
    typedef float type;
};
template <> struct __ferrocuda_tex_normalized<char> { typedef float type; };
template <> struct __ferrocuda_tex_normalized<signed char> { typedef float type; };
template <> struct __ferrocuda_tex_normalized<unsigned char> { typedef float type; };
template <> struct __ferrocuda_tex_normalized<short> { typedef float type; };
template <> struct __ferrocuda_tex_normalized<unsigned short> { typedef float type; };
template <> struct __ferrocuda_tex_normalized<char1> { typedef float1 type; };
template <> struct __ferrocuda_tex_normalized<uchar1> { typedef float1 type; };
template <> struct __ferrocuda_tex_normalized<short1> { typedef float1 type; };
template <> struct __ferrocuda_tex_normalized<ushort1> { typedef float1 type; };
template <> struct __ferrocuda_tex_normalized<char2> { typedef float2 type; };
template <> struct __ferrocuda_tex_normalized<uchar2> { typedef float2 type; };
template <> struct __ferrocuda_tex_normalized<short2> { typedef float2 type; };
template <> struct __ferrocuda_tex_normalized<ushort2> { typedef float2 type; };
template <> struct __ferrocuda_tex_normalized<char4> { typedef float4 type; };
template <> struct __ferrocuda_tex_normalized<uchar4> { typedef float4 type; };
template <> struct __ferrocuda_tex_normalized<short4> { typedef float4 type; };
template <> struct __ferrocuda_tex_normalized<ushort4> { typedef float4 type; };

template <class _T> __device__ _T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class _T> __device__ _T tex1D(cudaTextureObject_t texObject, float x);
template <class _T> __device__ _T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class _T> __device__ _T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class _T> __device__ _T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class _T> __device__ _T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer);
template <class _T> __device__ _T texCubemap(cudaTextureObject_t texObject, float x, float y, float z);
template <class _T> __device__ _T tex1DLod(cudaTextureObject_t texObject, float x, float level);
template <class _T> __device__ _T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);
template <class _T> __device__ _T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z, float level);
template <class _T> __device__ _T tex1DLayeredLod(cudaTextureObject_t texObject, float x, int layer, float level);
template <class _T> __device__ _T tex2DLayeredLod(cudaTextureObject_t texObject, float x, float y, int layer, float level);
template <class _T> __device__ _T texCubemapLod(cudaTextureObject_t texObject, float x, float y, float z, float level);
template <class _T> __device__ _T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0);

/* Fetches whose level of detail follows from gradients: the intrinsics take the gradients
   through an array, dPdx then dPdy, one float per dimension. */
template <class _T> __device__ _T __ferrocuda_tex1DGrad(cudaTextureObject_t texObject, float x, const float *gradients);
template <class _T> __device__ _T __ferrocuda_tex2DGrad(cudaTextureObject_t texObject, float x, float y, const float *gradients);
template <class _T> __device__ _T __ferrocuda_tex3DGrad(cudaTextureObject_t texObject, float x, float y, float z, const float *gradients);
template <class _T> __device__ _T __ferrocuda_tex1DLayeredGrad(cudaTextureObject_t texObject, float x, int layer, const float *gradients);
template <class _T> __device__ _T __ferrocuda_tex2DLayeredGrad(cudaTextureObject_t texObject, float x, float y, int layer, const float *gradients);

template <class _T> __device__ _T tex1DGrad(cudaTextureObject_t texObject, float x, float dPdx, float dPdy) {
    const float gradients[2] = {dPdx, dPdy};
    return __ferrocuda_tex1DGrad<_T>(texObject, x, gradients);
}
template <class _T> __device__ _T tex2DGrad(cudaTextureObject_t texObject, float x, float y, float2 dPdx, float2 dPdy) {
    const float gradients[4] = {dPdx.x, dPdx.y, dPdy.x, dPdy.y};
    return __ferrocuda_tex2DGrad<_T>(texObject, x, y, gradients);
}
template <class _T> __device__ _T tex3DGrad(cudaTextureObject_t texObject, float x, float y, float z, float4 dPdx, float4 dPdy) {
    const float gradients[6] = {dPdx.x, dPdx.y, dPdx.z, dPdy.x, dPdy.y, dPdy.z};
    return __ferrocuda_tex3DGrad<_T>(texObject, x, y, z, gradients);
}
template <class _T> __device__ _T tex1DLayeredGrad(cudaTextureObject_t texObject, float x, int layer, float dPdx, float dPdy) {
    const float gradients[2] = {dPdx, dPdy};
    return __ferrocuda_tex1DLayeredGrad<_T>(texObject, x, layer, gradients);
}
template <class _T> __device__ _T tex2DLayeredGrad(cudaTextureObject_t texObject, float x, float y, int layer, float2 dPdx, float2 dPdy) {
    const float gradients[4] = {dPdx.x, dPdx.y, dPdy.x, dPdy.y};
    return __ferrocuda_tex2DLayeredGrad<_T>(texObject, x, y, layer, gradients);
}

/* Reads through a reference are reads of the texture object bound to it, in either read mode.
   PARAMS and ARGS are parenthesized lists. */
#define __FERROCUDA_LIST(...) __VA_ARGS__
#define __FERROCUDA_TEX_REFERENCE_READS(fn, dim, PARAMS, ARGS)                                          \
    template <class _T>                                                                           \
    __device__ _T fn(texture<_T, dim, cudaReadModeElementType> t, __FERROCUDA_LIST PARAMS) {           \
        return fn<_T>(t.__ferrocuda_object, __FERROCUDA_LIST ARGS);                                    \
    }                                                                                            \
    template <class _T>                                                                           \
    __device__ typename __ferrocuda_tex_normalized<_T>::type fn(                                    \
        texture<_T, dim, cudaReadModeNormalizedFloat> t, __FERROCUDA_LIST PARAMS) {                   \
        return fn<typename __ferrocuda_tex_normalized<_T>::type>(t.__ferrocuda_object,               \
                                                                __FERROCUDA_LIST ARGS);            \
    }

__FERROCUDA_TEX_REFERENCE_READS(tex1Dfetch, cudaTextureType1D, (int x), (x))
__FERROCUDA_TEX_REFERENCE_READS(tex1D, cudaTextureType1D, (float x), (x))
__FERROCUDA_TEX_REFERENCE_READS(tex2D, cudaTextureType2D, (float x, float y), (x, y))
__FERROCUDA_TEX_REFERENCE_READS(tex3D, cudaTextureType3D, (float x, float y, float z), (x, y, z))
__FERROCUDA_TEX_REFERENCE_READS(tex1DLayered, cudaTextureType1DLayered, (float x, int layer), (x, layer))
__FERROCUDA_TEX_REFERENCE_READS(tex2DLayered, cudaTextureType2DLayered, (float x, float y, int layer),
                                (x, y, layer))
__FERROCUDA_TEX_REFERENCE_READS(texCubemap, cudaTextureTypeCubemap, (float x, float y, float z), (x, y, z))

#undef __FERROCUDA_TEX_REFERENCE_READS
#undef __FERROCUDA_LIST

#endif /* __cplusplus && __CUDA_ARCH__ */

#endif /* __TEXTURE_FETCH_FUNCTIONS_H__ */
