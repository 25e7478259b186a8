// Integer and rounding intrinsics: __usad with differences past 2^31, the clamped funnel
// shifts, directed-rounding fused multiply-adds, __nanosleep; and #pragma unroll before the
// unbraced body of a loop or an if.
#include <cstdio>

__global__ void k(const float* f, const double* d, unsigned* u, float* of, double* od) {
  u[0] = __usad(0xf0000000u, 0x10000000u, 0u);
  u[1] = __usad(5u, 9u, 100u);
  u[2] = __funnelshift_lc(0x80000001u, 0x1u, 1u);
  u[3] = __funnelshift_lc(0x80000001u, 0x1u, 40u);
  u[4] = __funnelshift_rc(0x80000001u, 0x1u, 40u);
  u[5] = __funnelshift_rc(0x4u, 0x80000001u, 1u);
  __nanosleep(100);
  for (int i = 0; i < 3; i++) {
    of[4 * i] = __fmaf_rn(f[i], f[i + 1], f[i + 2]);
    of[4 * i + 1] = __fmaf_rz(f[i], f[i + 1], f[i + 2]);
    of[4 * i + 2] = __fmaf_ru(f[i], f[i + 1], f[i + 2]);
    of[4 * i + 3] = __fmaf_rd(f[i], f[i + 1], f[i + 2]);
    od[4 * i] = __fma_rn(d[i], d[i + 1], d[i + 2]);
    od[4 * i + 1] = __fma_rz(d[i], d[i + 1], d[i + 2]);
    od[4 * i + 2] = __fma_ru(d[i], d[i + 1], d[i + 2]);
    od[4 * i + 3] = __fma_rd(d[i], d[i + 1], d[i + 2]);
  }
  int s = 0;
  for (int i = 0; i < 3; i++)
#pragma unroll
    for (int j = 0; j < 4; j++) s += i * j;
  int t = 0;
  if (s < 0)
#pragma unroll
    for (int j = 0; j < 4; j++) t += 5;
  u[6] = s;
  u[7] = t;
}

int main() {
  float hf[5] = {-3.3f, 1.7f, 1.0f, 0.1f, -1e-8f};
  double hd[5] = {1.0 + 0x1p-52, 1.0 - 0x1p-53, 0.0, -0.3, 1e-20};
  float *f, *of; double *d, *od; unsigned* u;
  cudaMalloc(&f, sizeof hf); cudaMalloc(&d, sizeof hd); cudaMalloc(&u, 8 * 4);
  cudaMalloc(&of, 12 * 4); cudaMalloc(&od, 12 * 8);
  cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
  cudaMemcpy(d, hd, sizeof hd, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(f, d, u, of, od);
  unsigned hu[8]; float rf[12]; double rd[12];
  cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
  cudaMemcpy(rf, of, sizeof rf, cudaMemcpyDeviceToHost);
  cudaMemcpy(rd, od, sizeof rd, cudaMemcpyDeviceToHost);
  printf("usad %08x %u funnelshift %08x %08x %08x %08x\n", hu[0], hu[1], hu[2], hu[3], hu[4], hu[5]);
  for (int i = 0; i < 3; i++)
    printf("fmaf rn/rz/ru/rd %a %a %a %a\n", rf[4 * i], rf[4 * i + 1], rf[4 * i + 2], rf[4 * i + 3]);
  for (int i = 0; i < 3; i++)
    printf("fma rn/rz/ru/rd %a %a %a %a\n", rd[4 * i], rd[4 * i + 1], rd[4 * i + 2], rd[4 * i + 3]);
  printf("unrolled bodies %u %u\n", hu[6], hu[7]);
}
