// Textures of 16-bit floats, point and linear filtered (a filtered result is a 16-bit float),
// and textures holding -0, which a fetch returns as -0.
#include <cstdio>
#include <cuda_fp16.h>
__global__ void kh(cudaTextureObject_t t, float* out) {
  int i = threadIdx.x;
  out[i] = tex1D<float>(t, i * 0.6f - 0.4f);
}
__global__ void kz(cudaTextureObject_t t, cudaTextureObject_t th, float* out) { out[0] = tex1D<float>(t, 0.5f); out[1] = tex1D<float>(th, 0.5f);}
void negative_zero() {
  float h = -0.0f; __half hh = __float2half(-0.0f);
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc ch = cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t a, b; cudaMallocArray(&a, &cd, 1); cudaMallocArray(&b, &ch, 1);
  cudaMemcpy2DToArray(a, 0, 0, &h, 4, 4, 1, cudaMemcpyHostToDevice);
  cudaMemcpy2DToArray(b, 0, 0, &hh, 2, 2, 1, cudaMemcpyHostToDevice);
  cudaResourceDesc r = {}; r.resType = cudaResourceTypeArray; r.res.array.array = a;
  cudaTextureDesc td = {}; cudaTextureObject_t t, th;
  cudaCreateTextureObject(&t, &r, &td, nullptr); r.res.array.array = b; cudaCreateTextureObject(&th, &r, &td, nullptr);
  float* d; cudaMalloc(&d, 12); kz<<<1,1>>>(t, th, d); float o[3]; cudaMemcpy(o, d, 12, cudaMemcpyDeviceToHost);
  printf("%a %a\n", o[0], o[1]);
}

int main() {
  negative_zero();
  const int N = 6;
  __half hh[N];
  float src[N] = {0.1f, -2.5f, 65504.f, 1e-5f, 3.14159f, -0.0f};
  for (int i = 0; i < N; i++) hh[i] = __float2half(src[i]);
  cudaChannelFormatDesc cd = cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t a;
  printf("ma=%s\n", cudaGetErrorName(cudaMallocArray(&a, &cd, N)));
  cudaMemcpy2DToArray(a, 0, 0, hh, sizeof hh, sizeof hh, 1, cudaMemcpyHostToDevice);
  cudaResourceDesc r = {}; r.resType = cudaResourceTypeArray; r.res.array.array = a;
  float* d; cudaMalloc(&d, 16 * 4); float o[16];
  for (int f = 0; f < 2; f++) {
    cudaTextureDesc td = {}; td.addressMode[0] = cudaAddressModeClamp;
    td.filterMode = f ? cudaFilterModeLinear : cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t;
    printf("tex=%s\n", cudaGetErrorName(cudaCreateTextureObject(&t, &r, &td, nullptr)));
    kh<<<1, 12>>>(t, d);
    cudaMemcpy(o, d, 12 * 4, cudaMemcpyDeviceToHost);
    printf("%s:", f ? "lin" : "pt"); for (int i = 0; i < 12; i++) printf(" %a", o[i]); printf("\n");
  }
  printf("err=%s\n", cudaGetErrorName(cudaGetLastError()));
}
