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

template <class T>
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

template <class T> __device__ T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t texObject, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class T> __device__ T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer);
template <class T> __device__ T texCubemap(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLod(cudaTextureObject_t texObject, float x, float level);
template <class T> __device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);
template <class T> __device__ T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z, float level);
template <class T> __device__ T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0);

/* Reads through a reference are reads of the texture object bound to it. */
template <class T> __device__ T tex1Dfetch(texture<T, cudaTextureType1D, cudaReadModeElementType> t, int x) {
    return tex1Dfetch<T>(t.__ferrocuda_object, x);
}
template <class T> __device__ typename __ferrocuda_tex_normalized<T>::type tex1Dfetch(texture<T, cudaTextureType1D, cudaReadModeNormalizedFloat> t, int x) {
    return tex1Dfetch<typename __ferrocuda_tex_normalized<T>::type>(t.__ferrocuda_object, x);
}
template <class T> __device__ T tex1D(texture<T, cudaTextureType1D, cudaReadModeElementType> t, float x) {
    return tex1D<T>(t.__ferrocuda_object, x);
}
template <class T> __device__ typename __ferrocuda_tex_normalized<T>::type tex1D(texture<T, cudaTextureType1D, cudaReadModeNormalizedFloat> t, float x) {
    return tex1D<typename __ferrocuda_tex_normalized<T>::type>(t.__ferrocuda_object, x);
}
template <class T> __device__ T tex2D(texture<T, cudaTextureType2D, cudaReadModeElementType> t, float x, float y) {
    return tex2D<T>(t.__ferrocuda_object, x, y);
}
template <class T> __device__ typename __ferrocuda_tex_normalized<T>::type tex2D(texture<T, cudaTextureType2D, cudaReadModeNormalizedFloat> t, float x, float y) {
    return tex2D<typename __ferrocuda_tex_normalized<T>::type>(t.__ferrocuda_object, x, y);
}
template <class T> __device__ T tex3D(texture<T, cudaTextureType3D, cudaReadModeElementType> t, float x, float y, float z) {
    return tex3D<T>(t.__ferrocuda_object, x, y, z);
}
template <class T> __device__ typename __ferrocuda_tex_normalized<T>::type tex3D(texture<T, cudaTextureType3D, cudaReadModeNormalizedFloat> t, float x, float y, float z) {
    return tex3D<typename __ferrocuda_tex_normalized<T>::type>(t.__ferrocuda_object, x, y, z);
}
template <class T> __device__ T tex1DLayered(texture<T, cudaTextureType1DLayered, cudaReadModeElementType> t, float x, int layer) {
    return tex1DLayered<T>(t.__ferrocuda_object, x, layer);
}
template <class T> __device__ typename __ferrocuda_tex_normalized<T>::type tex1DLayered(texture<T, cudaTextureType1DLayered, cudaReadModeNormalizedFloat> t, float x, int layer) {
    return tex1DLayered<typename __ferrocuda_tex_normalized<T>::type>(t.__ferrocuda_object, x, layer);
}
template <class T> __device__ T tex2DLayered(texture<T, cudaTextureType2DLayered, cudaReadModeElementType> t, float x, float y, int layer) {
    return tex2DLayered<T>(t.__ferrocuda_object, x, y, layer);
}
template <class T> __device__ typename __ferrocuda_tex_normalized<T>::type tex2DLayered(texture<T, cudaTextureType2DLayered, cudaReadModeNormalizedFloat> t, float x, float y, int layer) {
    return tex2DLayered<typename __ferrocuda_tex_normalized<T>::type>(t.__ferrocuda_object, x, y, layer);
}
template <class T> __device__ T texCubemap(texture<T, cudaTextureTypeCubemap, cudaReadModeElementType> t, float x, float y, float z) {
    return texCubemap<T>(t.__ferrocuda_object, x, y, z);
}
template <class T> __device__ typename __ferrocuda_tex_normalized<T>::type texCubemap(texture<T, cudaTextureTypeCubemap, cudaReadModeNormalizedFloat> t, float x, float y, float z) {
    return texCubemap<typename __ferrocuda_tex_normalized<T>::type>(t.__ferrocuda_object, x, y, z);
}

#endif /* __cplusplus && __CUDA_ARCH__ */

#endif /* __TEXTURE_FETCH_FUNCTIONS_H__ */
