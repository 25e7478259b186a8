// corpus: multiply-adds of a value that branches compute (a half converted to float, an
// absolute value chosen by sign): `x * x * x - 2 * x + 1` fuses its left product, as nvcc's
// build does for any value not carried around a loop.
#include <cstdio>
#include <cuda_fp16.h>

__global__ void cubic(const __half* in, const float* raw, float* out, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  float x = __half2float(in[i]);
  out[i] = x * x * x - 2.0f * x + 1.0f;
  float y = raw[i];
  float a = y < 0.0f ? -y * 1.5f : y * 0.75f;
  out[n + i] = a * a * a - 3.0f * a + 0.5f;
}

int main() {
  const int n = 8;
  __half* h;
  float *raw, *out;
  cudaMallocManaged(&h, n * sizeof(__half));
  cudaMallocManaged(&raw, n * sizeof(float));
  cudaMallocManaged(&out, 2 * n * sizeof(float));
  const float xs[n] = {-2.1f, 1.2f, 0.3f, -0.7f, 3.3f, -1.9f, 0.05f, 2.6f};
  for (int i = 0; i < n; ++i) {
    h[i] = __float2half(xs[i]);
    raw[i] = xs[n - 1 - i] * 0.37f;
  }
  cubic<<<1, n>>>(h, raw, out, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < 2 * n; ++i) printf("%a%c", out[i], i % n == n - 1 ? '\n' : ' ');
  return 0;
}
