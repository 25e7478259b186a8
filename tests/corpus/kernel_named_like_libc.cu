// Kernels named like functions of the host's C library (`fadd`, `fdiv` narrow doubles to
// float there): each launch and registration names the kernel, not the library function.
#include <cmath>
#include <cstdio>

__global__ void fadd(float* out, const float* a, const float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] + b[i];
}

__global__ void fdiv(float* out, const float* a, const float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] / b[i];
}

int main() {
  const int n = 8;
  float ha[n], hb[n], hs[n], hq[n];
  for (int i = 0; i < n; ++i) {
    ha[i] = i + 1.0f;
    hb[i] = 2.0f * i + 1.0f;
  }
  float *a, *b, *s, *q;
  cudaMalloc(&a, sizeof ha);
  cudaMalloc(&b, sizeof hb);
  cudaMalloc(&s, sizeof hs);
  cudaMalloc(&q, sizeof hq);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
  fadd<<<1, 32>>>(s, a, b, n);
  fdiv<<<1, 32>>>(q, a, b, n);
  cudaMemcpy(hs, s, sizeof hs, cudaMemcpyDeviceToHost);
  cudaMemcpy(hq, q, sizeof hq, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d: %g %.9g\n", i, hs[i], hq[i]);
  // The host's own functions of those names still work.
  printf("host: %g %g\n", (double)::fadd(1.5, 2.25), (double)::fdiv(1.0, 3.0));
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
