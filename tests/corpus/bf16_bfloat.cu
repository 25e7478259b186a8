// bfloat16: conversions in each rounding direction, arithmetic rounded once, pairs, functions,
// comparisons and operators, next to __half, on the device and on the host.
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
__global__ void k(const float* in, float* out, unsigned short* bits, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  __nv_bfloat16 a = __float2bfloat16(in[i]);
  __nv_bfloat16 b = __float2bfloat16(0.1f);
  __nv_bfloat16 c = a * b + a;
  __nv_bfloat162 p = __floats2bfloat162_rn(in[i], 2.0f);
  p = __hmul2(p, p);
  out[i] = __bfloat162float(c) + __low2float(p) + __high2float(p) + (float)hsqrt(a);
  bits[4 * i] = __bfloat16_as_ushort(a);
  bits[4 * i + 1] = __bfloat16_as_ushort(__float2bfloat16_rz(in[i]));
  bits[4 * i + 2] = __bfloat16_as_ushort(__float2bfloat16_ru(in[i]));
  bits[4 * i + 3] = __bfloat16_as_ushort(__hfma(a, b, __float2bfloat16(1.0f)));
  __half h = __float2half(in[i]);
  if (__hlt(a, b) && h > __float2half(100.0f)) out[i] = -1;
}
int main() {
  const int n = 6;
  float h[n] = {1.0f, 3.14159f, -2.7182818f, 1e-3f, 65504.0f, 1e38f};
  float *d, *o; unsigned short* b;
  cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof h); cudaMalloc(&b, 4 * n * 2);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(d, o, b, n);
  float r[n]; unsigned short rb[4 * n];
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(rb, b, sizeof rb, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf("%g: %.6g bits %04x rz %04x ru %04x fma %04x\n", h[i], r[i], rb[4*i], rb[4*i+1], rb[4*i+2], rb[4*i+3]);
  __nv_bfloat16 x = __float2bfloat16(1.5f);
  x += __float2bfloat16(0.25f);
  printf("host %g %d\n", __bfloat162float(x), x > __float2bfloat16(1.0f));
}
