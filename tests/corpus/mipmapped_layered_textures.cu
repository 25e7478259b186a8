// Level-of-detail fetches from mipmapped layered, cubemap and 3D arrays: tex1DLayeredLod,
// tex2DLayeredLod, texCubemapLod and tex3DLod through nearest and weighed levels (each level
// keeps every layer or face), beside the same arrays read without a level.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void layered2d(cudaTextureObject_t t, const float* lv, int n, float* out) {
  int i = threadIdx.x;
  if (i < n) {
    out[4 * i + 0] = tex2DLayeredLod<float>(t, 0.3f, 0.6f, 0, lv[i]);
    out[4 * i + 1] = tex2DLayeredLod<float>(t, 0.3f, 0.6f, 2, lv[i]);
    out[4 * i + 2] = tex2DLayered<float>(t, 0.9f, 0.1f, 1);
    out[4 * i + 3] = tex2DLayeredLod<float>(t, 0.9f, 0.1f, 1, lv[i]);
  }
}

__global__ void layered1d(cudaTextureObject_t t, const float* lv, int n, float* out) {
  int i = threadIdx.x;
  if (i < n) {
    out[2 * i + 0] = tex1DLayeredLod<float>(t, 0.53f, 0, lv[i]);
    out[2 * i + 1] = tex1DLayeredLod<float>(t, 0.53f, 1, lv[i]);
  }
}

__global__ void cube(cudaTextureObject_t t, const float* lv, int n, float* out) {
  int i = threadIdx.x;
  if (i < n) {
    out[3 * i + 0] = texCubemapLod<float>(t, 1.0f, 0.2f, -0.4f, lv[i]);
    out[3 * i + 1] = texCubemapLod<float>(t, -0.3f, 0.1f, 1.0f, lv[i]);
    out[3 * i + 2] = texCubemap<float>(t, 0.1f, -1.0f, 0.6f);
  }
}

__global__ void volume(cudaTextureObject_t t, const float* lv, int n, float* out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex3DLod<float>(t, 0.3f, 0.6f, 0.9f, lv[i]);
}

static cudaTextureObject_t texture_of(cudaMipmappedArray_t m, bool linear_levels) {
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.mipmapFilterMode = linear_levels ? cudaFilterModeLinear : cudaFilterModePoint;
  td.maxMipmapLevelClamp = 16;
  td.normalizedCoords = 1;
  cudaTextureObject_t t;
  cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, nullptr);
  if (e) printf("texture: %s\n", cudaGetErrorName(e));
  return t;
}

// Fills every level of `m`: texel (x, y) of layer or face z of level l is 1000 l + 100 z + 10 y + x.
static void fill(cudaMipmappedArray_t m, int levels) {
  for (int l = 0; l < levels; ++l) {
    cudaArray_t a;
    cudaGetMipmappedArrayLevel(&a, m, l);
    cudaChannelFormatDesc d;
    cudaExtent e;
    unsigned flags;
    cudaArrayGetInfo(&d, &e, &flags, a);
    size_t w = e.width, h = e.height ? e.height : 1, layers = e.depth ? e.depth : 1;
    bool layered1d = (flags & cudaArrayLayered) && e.height == 0;
    static float host[8 * 8 * 6];
    for (size_t z = 0; z < layers; ++z)
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x) host[(z * h + y) * w + x] = 1000.0f * l + 100 * z + 10 * y + x;
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(host, w * sizeof(float), w, h);
    p.dstArray = a;
    p.extent = make_cudaExtent(w, layered1d ? 1 : h, layers);
    p.kind = cudaMemcpyHostToDevice;
    cudaError_t r = cudaMemcpy3D(&p);
    printf("level %d: %zu x %zu x %zu%s\n", l, e.width, e.height, e.depth, r ? cudaGetErrorName(r) : "");
  }
}

int main() {
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  float lv[6] = {0, 0.5f, 1, 1.25f, 2, 5};
  float *dlv, *dout;
  cudaMalloc(&dlv, sizeof lv);
  cudaMalloc(&dout, 4 * 6 * sizeof(float));
  cudaMemcpy(dlv, lv, sizeof lv, cudaMemcpyHostToDevice);
  float out[24];

  cudaMipmappedArray_t m2;
  printf("2D layered: %s\n",
         cudaGetErrorName(cudaMallocMipmappedArray(&m2, &fd, make_cudaExtent(8, 8, 3), 3, cudaArrayLayered)));
  fill(m2, 3);
  for (int linear = 0; linear < 2; ++linear) {
    cudaTextureObject_t t = texture_of(m2, linear);
    layered2d<<<1, 6>>>(t, dlv, 6, dout);
    cudaMemcpy(out, dout, 24 * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; ++i)
      printf("  %s level %g: %g %g %g %g\n", linear ? "weighed" : "nearest", lv[i], out[4 * i], out[4 * i + 1],
             out[4 * i + 2], out[4 * i + 3]);
    cudaDestroyTextureObject(t);
  }

  cudaMipmappedArray_t m1;
  printf("1D layered: %s\n",
         cudaGetErrorName(cudaMallocMipmappedArray(&m1, &fd, make_cudaExtent(8, 0, 2), 4, cudaArrayLayered)));
  fill(m1, 4);
  cudaTextureObject_t t1 = texture_of(m1, true);
  layered1d<<<1, 6>>>(t1, dlv, 6, dout);
  cudaMemcpy(out, dout, 12 * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < 6; ++i) printf("  level %g: %g %g\n", lv[i], out[2 * i], out[2 * i + 1]);

  cudaMipmappedArray_t mc;
  printf("cubemap: %s\n",
         cudaGetErrorName(cudaMallocMipmappedArray(&mc, &fd, make_cudaExtent(4, 4, 6), 3, cudaArrayCubemap)));
  fill(mc, 3);
  cudaTextureObject_t tc = texture_of(mc, false);
  cube<<<1, 6>>>(tc, dlv, 6, dout);
  cudaMemcpy(out, dout, 18 * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < 6; ++i) printf("  level %g: %g %g %g\n", lv[i], out[3 * i], out[3 * i + 1], out[3 * i + 2]);

  cudaMipmappedArray_t m3;
  printf("3D: %s\n", cudaGetErrorName(cudaMallocMipmappedArray(&m3, &fd, make_cudaExtent(4, 4, 4), 3, 0)));
  fill(m3, 3);
  cudaTextureObject_t t3 = texture_of(m3, true);
  volume<<<1, 6>>>(t3, dlv, 6, dout);
  cudaMemcpy(out, dout, 6 * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < 6; ++i) printf("  level %g: %g\n", lv[i], out[i]);
  cudaFreeMipmappedArray(m3);
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  cudaFreeMipmappedArray(m2);
  cudaFreeMipmappedArray(m1);
  cudaFreeMipmappedArray(mc);
  return 0;
}
