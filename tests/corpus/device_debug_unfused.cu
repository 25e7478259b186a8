// Device code built for debugging (-G) is not optimized by nvcc: products and sums round on
// their own, with no multiply-add fused, as in a stencil's long sum of weighted neighbours.
#include <cstdio>

__global__ void sums(const float* v, float* out) {
  int i = threadIdx.x;
  float a = v[i], b = v[i + 1], c = v[i + 2], d = v[i + 3];
  out[4 * i + 0] = a * b + c;
  out[4 * i + 1] = a * b + c * d;
  out[4 * i + 2] = a * a - b * b;
  out[4 * i + 3] = 0.3f * a + 0.2f * b + 0.1f * c + 0.4f * d + a * 80.0f;
}

int main() {
  const int n = 8;
  float h[n + 3], r[4 * n];
  unsigned s = 2024;
  for (int i = 0; i < n + 3; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (s >> 8) / 16777216.0f * 4.0f - 2.0f;
  }
  float *d, *o;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&o, sizeof(r));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  sums<<<1, n>>>(d, o);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    printf("%a %a %a %a\n", r[4 * i], r[4 * i + 1], r[4 * i + 2], r[4 * i + 3]);
  return 0;
}
