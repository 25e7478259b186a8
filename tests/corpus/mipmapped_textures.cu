// Mipmapped arrays: cudaMallocMipmappedArray and its levels (extents halved down to 1, more
// levels asked for than the chain has), textures over them read with tex1DLod and tex2DLod
// through nearest and linearly weighed levels, the level bias and clamps, coordinates always
// normalized, a level's array as a texture of its own, and freeing.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void lod2(cudaTextureObject_t t, const float* lv, int n, float u, float v, float* out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2DLod<float>(t, u, v, lv[i]);
}
__global__ void lod1(cudaTextureObject_t t, const float* lv, int n, float u, float* out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1DLod<float>(t, u, lv[i]);
}
__global__ void plain2(cudaTextureObject_t t, float u, float v, float* out) { out[0] = tex2D<float>(t, u, v); }
int main() {
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaMipmappedArray_t mip;
  cudaError_t e = cudaMallocMipmappedArray(&mip, &fd, make_cudaExtent(8, 8, 0), 4, 0);
  printf("alloc: %s\n", cudaGetErrorName(e));
  for (int l = 0; l < 4; ++l) {
    cudaArray_t a; e = cudaGetMipmappedArrayLevel(&a, mip, l);
    cudaChannelFormatDesc d; cudaExtent ex; unsigned fl;
    cudaArrayGetInfo(&d, &ex, &fl, a);
    int w = 8 >> l;
    printf("level %d: %s extent %zu %zu %zu flags %u\n", l, cudaGetErrorName(e), ex.width, ex.height, ex.depth, fl);
    float h[64];
    for (int y = 0; y < w; ++y) for (int x = 0; x < w; ++x) h[y * w + x] = 1000 * l + 10 * y + x;
    e = cudaMemcpy2DToArray(a, 0, 0, h, w * sizeof(float), w * sizeof(float), w, cudaMemcpyHostToDevice);
    if (e) printf("copy %d: %s\n", l, cudaGetErrorName(e));
  }
  cudaArray_t bad; e = cudaGetMipmappedArrayLevel(&bad, mip, 4);
  printf("level 4: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  cudaMipmappedArray_t m2;
  e = cudaMallocMipmappedArray(&m2, &fd, make_cudaExtent(8, 8, 0), 6, 0);
  printf("6 levels of 8x8: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = cudaMallocMipmappedArray(&m2, &fd, make_cudaExtent(8, 8, 0), 0, 0);
  printf("0 levels: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  if (!e) { cudaArray_t a; printf("  level 0 of it: %s\n", cudaGetErrorName(cudaGetMipmappedArrayLevel(&a, m2, 0))); cudaFreeMipmappedArray(m2); }
  e = cudaMallocMipmappedArray(&m2, &fd, make_cudaExtent(6, 3, 0), 3, 0);
  printf("6x3 3 levels: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  if (!e) { for (int l = 0; l < 3; ++l) { cudaArray_t a; cudaGetMipmappedArrayLevel(&a, m2, l); cudaChannelFormatDesc d; cudaExtent ex; unsigned fl; cudaArrayGetInfo(&d, &ex, &fl, a); printf("  level %d extent %zu %zu\n", l, ex.width, ex.height);} cudaFreeMipmappedArray(m2); }
  float lv[16] = {-1, 0, 0.25f, 0.5f, 0.75f, 1, 1.25f, 1.49f, 1.5f, 1.51f, 2, 2.5f, 3, 3.5f, 7, 0.1f};
  float *dlv, *dout; cudaMalloc(&dlv, sizeof lv); cudaMalloc(&dout, 16 * sizeof(float));
  cudaMemcpy(dlv, lv, sizeof lv, cudaMemcpyHostToDevice);
  struct Cfg { const char* name; cudaTextureFilterMode filter, mipfilter; float bias, minc, maxc; int norm; };
  Cfg cfgs[] = {{"point/point", cudaFilterModePoint, cudaFilterModePoint, 0, 0, 100, 1},
                {"point/linear", cudaFilterModePoint, cudaFilterModeLinear, 0, 0, 100, 1},
                {"linear/point", cudaFilterModeLinear, cudaFilterModePoint, 0, 0, 100, 1},
                {"point/linear bias .5", cudaFilterModePoint, cudaFilterModeLinear, 0.5f, 0, 100, 1},
                {"point/point clamp 1..2", cudaFilterModePoint, cudaFilterModePoint, 0, 1, 2, 1},
                {"point/linear clamp .5..2.5", cudaFilterModePoint, cudaFilterModeLinear, 0, 0.5f, 2.5f, 1},
                {"point/point maxclamp 0", cudaFilterModePoint, cudaFilterModePoint, 0, 0, 0, 1},
                {"unnormalized point/point", cudaFilterModePoint, cudaFilterModePoint, 0, 0, 100, 0}};
  for (auto& c : cfgs) {
    cudaResourceDesc rd = {}; rd.resType = cudaResourceTypeMipmappedArray; rd.res.mipmap.mipmap = mip;
    cudaTextureDesc td = {}; td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = c.filter; td.mipmapFilterMode = c.mipfilter; td.mipmapLevelBias = c.bias;
    td.minMipmapLevelClamp = c.minc; td.maxMipmapLevelClamp = c.maxc; td.normalizedCoords = c.norm; td.readMode = cudaReadModeElementType;
    td.maxAnisotropy = 1;
    cudaTextureObject_t t; e = cudaCreateTextureObject(&t, &rd, &td, nullptr);
    printf("%s: create %s\n", c.name, cudaGetErrorName(e));
    if (e) { cudaGetLastError(); continue; }
    float uvs[3][2] = {{0.3f, 0.6f}, {0.9f, 0.1f}, {0.5f, 0.5f}};
    if (!c.norm) { uvs[0][0] = 2.4f; uvs[0][1] = 4.8f; uvs[1][0] = 7.2f; uvs[1][1] = 0.8f; uvs[2][0] = 4; uvs[2][1] = 4; }
    for (auto& uv : uvs) {
      lod2<<<1, 16>>>(t, dlv, 16, uv[0], uv[1], dout);
      float o[16]; cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
      printf("  (%g,%g):", uv[0], uv[1]);
      for (int i = 0; i < 16; ++i) printf(" %g@%g", o[i], lv[i]);
      printf("\n");
    }
    plain2<<<1, 1>>>(t, uvs[0][0], uvs[0][1], dout);
    float o; cudaMemcpy(&o, dout, 4, cudaMemcpyDeviceToHost); printf("  tex2D: %g  %s\n", o, cudaGetErrorName(cudaGetLastError()));
    cudaResourceDesc rb; cudaTextureDesc tb;
    cudaGetTextureObjectResourceDesc(&rb, t); cudaGetTextureObjectTextureDesc(&tb, t);
    printf("  descs: resType %d mipfilter %d bias %g clamps %g %g\n", rb.resType, tb.mipmapFilterMode, tb.mipmapLevelBias, tb.minMipmapLevelClamp, tb.maxMipmapLevelClamp);
    cudaDestroyTextureObject(t);
  }
  // 1D mipmapped
  cudaMipmappedArray_t m1;
  e = cudaMallocMipmappedArray(&m1, &fd, make_cudaExtent(16, 0, 0), 5, 0);
  printf("1D alloc: %s\n", cudaGetErrorName(e));
  for (int l = 0; l < 5; ++l) { cudaArray_t a; cudaGetMipmappedArrayLevel(&a, m1, l); int w = 16 >> l; float h[16]; for (int x = 0; x < w; ++x) h[x] = 100 * l + x; cudaMemcpy2DToArray(a, 0, 0, h, w * 4, w * 4, 1, cudaMemcpyHostToDevice); }
  {
    cudaResourceDesc rd = {}; rd.resType = cudaResourceTypeMipmappedArray; rd.res.mipmap.mipmap = m1;
    cudaTextureDesc td = {}; td.addressMode[0] = cudaAddressModeWrap; td.filterMode = cudaFilterModePoint; td.mipmapFilterMode = cudaFilterModeLinear; td.maxMipmapLevelClamp = 100; td.normalizedCoords = 1;
    cudaTextureObject_t t; e = cudaCreateTextureObject(&t, &rd, &td, nullptr);
    printf("1D tex: %s\n", cudaGetErrorName(e));
    lod1<<<1, 16>>>(t, dlv, 16, 0.53f, dout);
    float o[16]; cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 16; ++i) printf(" %g@%g", o[i], lv[i]); printf("\n");
  }
  // a texture from a level array directly
  { cudaArray_t a; cudaGetMipmappedArrayLevel(&a, mip, 1);
    cudaResourceDesc rd = {}; rd.resType = cudaResourceTypeArray; rd.res.array.array = a;
    cudaTextureDesc td = {}; td.normalizedCoords = 1; cudaTextureObject_t t; e = cudaCreateTextureObject(&t, &rd, &td, nullptr);
    plain2<<<1, 1>>>(t, 0.3f, 0.6f, dout); float o; cudaMemcpy(&o, dout, 4, cudaMemcpyDeviceToHost);
    printf("level-1 array texture: %s %g\n", cudaGetErrorName(e), o); }
  e = cudaFreeArray(nullptr); cudaGetLastError();
  { cudaArray_t a; cudaGetMipmappedArrayLevel(&a, mip, 1); e = cudaFreeArray(a); printf("free level array: %s\n", cudaGetErrorName(e)); cudaGetLastError(); }
  e = cudaFreeMipmappedArray(mip); printf("free mip: %s\n", cudaGetErrorName(e));
  e = cudaFreeMipmappedArray(nullptr); printf("free null: %s\n", cudaGetErrorName(e));
  return 0;
}
