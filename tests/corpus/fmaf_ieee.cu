// `__fmaf_ieee_rn`: a single-precision multiply-add rounded once, to nearest.
#include <cstdio>

__global__ void fused(float* out, float a, float b) {
  out[0] = __fmaf_ieee_rn(a, a, -1.0f);
  out[1] = __fmaf_ieee_rn(b, b, -1.0f);
  out[2] = __fmaf_ieee_rn(2.0f, 3.0f, 0.5f);
}

int main() {
  float* d;
  cudaMalloc(&d, 3 * sizeof(float));
  fused<<<1, 1>>>(d, 1.0f + 0x1p-12f, 1.0f + 0x1p-23f);
  float h[3];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%a %a %a\n", h[0], h[1], h[2]);
  cudaFree(d);
  return 0;
}
