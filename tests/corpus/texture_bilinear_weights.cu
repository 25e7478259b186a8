// Linear filtering in one and two dimensions: 8-bit weights, and in two dimensions the rounded
// product of the upper weights the hardware uses (checked against an H200).
#include <cstdio>
__global__ void k1(cudaTextureObject_t t, const float* xs, float* out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1D<float>(t, xs[i]);
}
__global__ void k2(cudaTextureObject_t t, const float* xs, float* out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, xs[i], 1.0f + xs[i] * 0.37f);
}
int main() {
  const int N = 8;
  float h[N];
  for (int i = 0; i < N; i++) h[i] = (float)(i * i) + 0.125f * i;
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
  cudaArray_t a1, a2;
  cudaMallocArray(&a1, &cd, N);
  cudaMemcpy2DToArray(a1, 0, 0, h, sizeof h, sizeof h, 1, cudaMemcpyHostToDevice);
  float h2[4][N];
  for (int y = 0; y < 4; y++) for (int x = 0; x < N; x++) h2[y][x] = x * 3.0f - y * 17.0f + 0.5f * (x ^ y);
  cudaMallocArray(&a2, &cd, N, 4);
  cudaMemcpy2DToArray(a2, 0, 0, h2, N * 4, N * 4, 4, cudaMemcpyHostToDevice);
  const int n = 16;
  float xs[n] = {0.5f, 1.0f, 1.5f, 1.8333333f, 2.2f, 2.7f, 3.499f, 3.501f, 4.25f,
                 4.999f, 5.0039062f, 0.0f, -0.3f, 7.6f, 8.5f, 6.123456f};
  float *dx, *dout;
  cudaMalloc(&dx, sizeof xs); cudaMalloc(&dout, n * 4);
  cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t1, t2;
  r.res.array.array = a1;
  printf("c1=%s\n", cudaGetErrorName(cudaCreateTextureObject(&t1, &r, &td, nullptr)));
  r.res.array.array = a2;
  printf("c2=%s\n", cudaGetErrorName(cudaCreateTextureObject(&t2, &r, &td, nullptr)));
  float o[n];
  k1<<<1, 32>>>(t1, dx, dout, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) printf("1D x=%.9g -> %a (%.9g)\n", xs[i], o[i], o[i]);
  k2<<<1, 32>>>(t2, dx, dout, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) printf("2D x=%.9g y=%.9g -> %a (%.9g)\n", xs[i], 1.0f + xs[i] * 0.37f, o[i], o[i]);
  printf("err=%s\n", cudaGetErrorName(cudaGetLastError()));
}
