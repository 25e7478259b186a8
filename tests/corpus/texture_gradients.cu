// Texture fetches whose level of detail follows from gradients (tex1DGrad, tex2DGrad,
// tex3DGrad and the layered forms) on mipmapped arrays whose levels hold the level's number
// times 10: the fetched value shows the level (and the blend of two levels) the gradients
// chose, with linear and point filtering between levels, a bias and clamps.
#include <cstdio>
#include <vector>

#define CHECK(call)                                                             \
  do {                                                                          \
    cudaError_t e_ = (call);                                                    \
    if (e_ != cudaSuccess) {                                                    \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));        \
      return 1;                                                                 \
    }                                                                           \
  } while (0)

const int kGradients = 12;
__constant__ float2 kDx[kGradients];
__constant__ float2 kDy[kGradients];

__global__ void grad2d(cudaTextureObject_t t, float* out) {
  int i = threadIdx.x;
  out[i] = tex2DGrad<float>(t, 0.5f, 0.5f, kDx[i], kDy[i]);
}

__global__ void grad_other(cudaTextureObject_t t1, cudaTextureObject_t t3, cudaTextureObject_t l1,
                           cudaTextureObject_t l2, float* out) {
  int i = threadIdx.x;
  float g = kDx[i].x;
  out[i] = tex1DGrad<float>(t1, 0.5f, g, 0.0f);
  out[kGradients + i] =
      tex3DGrad<float>(t3, 0.5f, 0.5f, 0.5f, make_float4(g, 0, 0, 0), make_float4(0, g, 0, 0));
  out[2 * kGradients + i] = tex1DLayeredGrad<float>(l1, 0.5f, 1, 0.0f, g);
  out[3 * kGradients + i] =
      tex2DLayeredGrad<float>(l2, 0.5f, 0.5f, 1, make_float2(g, 0), make_float2(0, g));
}

// A mipmapped array of `levels` levels, each filled with (level * 10 + layer).
static cudaMipmappedArray_t make_levels(cudaExtent extent, int levels, unsigned flags,
                                        int layers) {
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaMipmappedArray_t m;
  cudaMallocMipmappedArray(&m, &fd, extent, levels, flags);
  for (int l = 0; l < levels; l++) {
    cudaArray_t a;
    cudaGetMipmappedArrayLevel(&a, m, l);
    cudaExtent e;
    cudaArrayGetInfo(nullptr, &e, nullptr, a);
    size_t w = e.width, h = e.height ? e.height : 1, d = e.depth ? e.depth : 1;
    std::vector<float> v(w * h * d);
    for (size_t k = 0; k < v.size(); k++) {
      size_t layer = layers ? k / (w * (flags & cudaArrayLayered && !e.height ? 1 : h)) : 0;
      v[k] = l * 10.0f + (float)(layers ? layer : 0);
    }
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(v.data(), w * sizeof(float), w, h);
    p.dstArray = a;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = cudaMemcpyHostToDevice;
    cudaMemcpy3D(&p);
  }
  return m;
}

static cudaTextureObject_t texture_of(cudaMipmappedArray_t m, bool linear_levels, float bias,
                                      float max_level) {
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = m;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;
  td.mipmapFilterMode = linear_levels ? cudaFilterModeLinear : cudaFilterModePoint;
  td.mipmapLevelBias = bias;
  td.minMipmapLevelClamp = 0.0f;
  td.maxMipmapLevelClamp = max_level;
  cudaTextureObject_t t;
  cudaCreateTextureObject(&t, &rd, &td, nullptr);
  return t;
}

int main() {
  const float n = 64.0f;
  // Gradients in texels of the first level, along one axis or two (the longer one counts),
  // whose lengths are powers of two: an H200 computes the level of detail of other lengths
  // with approximations of its own, which differ from the exact logarithm in the last bits of
  // the level's fraction (and by up to a tenth of a level for gradients along both axes).
  float2 dx[kGradients] = {{0.25f / n, 0}, {0.5f / n, 0}, {1 / n, 0},   {2 / n, 0},
                           {4 / n, 0},     {8 / n, 0},    {16 / n, 0},  {32 / n, 0},
                           {100 / n, 0},   {2 / n, 0},    {0, 4 / n},   {0, 0}};
  float2 dy[kGradients] = {{0, 0.25f / n}, {0, 0.5f / n}, {0, 1 / n},  {0, 2 / n},
                           {0, 4 / n},     {0, 8 / n},    {0, 16 / n}, {0, 32 / n},
                           {0, 100 / n},   {0, 8 / n},    {1 / n, 0},  {0, 0}};
  CHECK(cudaMemcpyToSymbol(kDx, dx, sizeof dx));
  CHECK(cudaMemcpyToSymbol(kDy, dy, sizeof dy));
  float* d_out;
  CHECK(cudaMalloc(&d_out, 4 * kGradients * sizeof(float)));
  float out[4 * kGradients];

  cudaMipmappedArray_t m2 = make_levels(make_cudaExtent(64, 64, 0), 7, 0, 0);
  struct {
    const char* what;
    bool linear;
    float bias, max_level;
  } modes[] = {{"linear levels", true, 0.0f, 6.0f},
               {"nearest, +0.75", false, 0.75f, 6.0f},
               {"bias 1.25", true, 1.25f, 6.0f},
               {"clamped at 2.5", true, 0.0f, 2.5f}};
  for (auto& mode : modes) {
    cudaTextureObject_t t = texture_of(m2, mode.linear, mode.bias, mode.max_level);
    grad2d<<<1, kGradients>>>(t, d_out);
    CHECK(cudaMemcpy(out, d_out, kGradients * sizeof(float), cudaMemcpyDeviceToHost));
    printf("tex2DGrad, %-15s", mode.what);
    for (int i = 0; i < kGradients; i++) printf(" %.4f", out[i]);
    printf("\n");
    cudaDestroyTextureObject(t);
  }

  cudaMipmappedArray_t m1 = make_levels(make_cudaExtent(64, 0, 0), 7, 0, 0);
  cudaMipmappedArray_t m3 = make_levels(make_cudaExtent(64, 64, 64), 7, 0, 0);
  cudaMipmappedArray_t ml1 = make_levels(make_cudaExtent(64, 0, 2), 7, cudaArrayLayered, 2);
  cudaMipmappedArray_t ml2 = make_levels(make_cudaExtent(64, 64, 2), 7, cudaArrayLayered, 2);
  cudaTextureObject_t t1 = texture_of(m1, true, 0, 6), t3 = texture_of(m3, true, 0, 6);
  cudaTextureObject_t l1 = texture_of(ml1, true, 0, 6), l2 = texture_of(ml2, true, 0, 6);
  grad_other<<<1, kGradients>>>(t1, t3, l1, l2, d_out);
  CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
  const char* names[] = {"tex1DGrad", "tex3DGrad", "tex1DLayeredGrad", "tex2DLayeredGrad"};
  for (int f = 0; f < 4; f++) {
    printf("%-16s", names[f]);
    for (int i = 0; i < kGradients; i++) printf(" %.4f", out[f * kGradients + i]);
    printf("\n");
  }
  CHECK(cudaGetLastError());
  return 0;
}
