// Math functions CUDA shares with the C library, conversion intrinsics in every rounding
// direction, and the integer and warp-reduction intrinsics of sm_80.
#include <cstdio>
#include <cmath>

__global__ void exact(double* d, float* f, int* i, long long* l) {
  d[0] = logb(nextafter(ldexp(1.0, 100), 0.0));
  d[1] = remainder(1e17, 3.0);
  d[2] = nextafter(1.0, 2.0) - 1.0;
  d[3] = scalbn(1.5, -1070);
  d[4] = scalbln(3.0, 5L);
  d[5] = frexp(-48.0, &i[0]);
  d[6] = modf(-2.75, &d[7]);
  d[8] = remquo(29.0, 3.0, &i[1]);
  d[9] = ldexp(0.75, 1025);
  f[0] = logbf(nextafterf(ldexpf(1.0f, 100), 0.0f));
  f[1] = remainderf(16777215.0f, 2.0f);
  f[2] = nextafterf(0.0f, 1.0f);
  f[3] = scalbnf(1.0f, 127);
  f[4] = frexpf(0.1f, &i[2]);
  f[5] = modff(7.25f, &f[6]);
  f[7] = remquof(-10.0f, 4.0f, &i[3]);
  i[4] = ilogb(1e300);
  i[5] = ilogbf(3e-39f);
  l[0] = lround(-2.5);
  l[1] = llround(2.5);
  l[2] = lrint(2.5);
  l[3] = llrint(-3.5);
  l[4] = lroundf(1e10f);
  l[5] = llrintf(7.5f);
}

__global__ void conversions(float* f, double* d, long long* l, unsigned long long* u) {
  f[0] = __double2float_rn(0.1);
  f[1] = __double2float_rz(0.1);
  f[2] = __double2float_ru(0.1);
  f[3] = __double2float_rd(-0.1);
  f[4] = __int2float_rz(16777217);
  f[5] = __int2float_ru(16777217);
  f[6] = __uint2float_rn(4294967295u);
  f[7] = __ll2float_rd(-9007199254740993LL);
  f[8] = __ull2float_ru(18446744073709551615ull);
  d[0] = __ll2double_rz(9007199254740993LL);
  d[1] = __ull2double_ru(9007199254740993ull);
  d[2] = __uint2double_rn(4000000000u);
  d[3] = __int2double_rn(-7);
  l[0] = __float2ll_rn(2.5f);
  l[1] = __float2ll_ru(2.25f);
  l[2] = __double2ll_rd(-2.25);
  l[3] = __double2int_rd(-2.5);
  l[4] = __double2int_ru(2.0000001);
  l[5] = __float2int_rn(-3.5f);
  u[0] = __float2ull_rz(5.75f);
  u[1] = __double2ull_rn(1e19);
  u[2] = __double2uint_rn(5.5);
  u[3] = __float2uint_rn(3e9f);
  u[4] = __float2uint_rd(-1.0f);
}

__global__ void special(double* d, float* f) {
  d[0] = lgamma(-2.5);
  d[1] = tgamma(5.5);
  d[2] = j0(1.0);
  d[3] = j1(2.0);
  d[4] = jn(3, 4.0);
  d[5] = y0(1.0);
  d[6] = y1(2.0);
  d[7] = yn(2, 3.0);
  d[8] = cyl_bessel_i0(2.0);
  d[9] = cyl_bessel_i1(2.0);
  d[10] = norm3d(1.0, 2.0, 2.0);
  d[11] = norm4d(1.0, 2.0, 2.0, 4.0);
  d[12] = rnorm3d(2.0, 3.0, 6.0);
  d[13] = rhypot(3.0, 4.0);
  f[0] = lgammaf(10.0f);
  f[1] = tgammaf(4.5f);
  f[2] = j0f(1.0f);
  f[3] = ynf(2, 1.0f);
  f[4] = cyl_bessel_i0f(1.0f);
  f[5] = norm3df(3.0f, 4.0f, 12.0f);
  f[6] = rnorm4df(1.0f, 1.0f, 1.0f, 1.0f);
  f[7] = rhypotf(3.0f, 4.0f);
  f[8] = __frsqrt_rn(4.0f);
  f[9] = norm3df(1e30f, 1e30f, 1e30f);
}

__global__ void integer(int* r) {
  int lane = threadIdx.x;
  r[lane] = __reduce_add_sync(0xffffffffu, lane);
  r[32 + lane] = __reduce_min_sync(0xffffffffu, 10 - lane);
  r[64 + lane] = __reduce_max_sync(0xffffffffu, (unsigned)(lane * 3));
  r[96 + lane] = __reduce_or_sync(0xffffffffu, 1u << lane);
  r[128 + lane] = lane < 16 ? __reduce_xor_sync(0x0000ffffu, lane) : __reduce_and_sync(0xffff0000u, lane);
  r[160 + lane] = __reduce_min_sync(0xffffffffu, (unsigned)(lane - 5));
  if (lane == 0) {
    r[192] = __rhadd(3, 4);
    r[193] = __urhadd(0xffffffffu, 0xffffffffu);
    r[194] = __rhadd(-3, -4);
    r[195] = __fns(0xf0f0u, 0, 1);
    r[196] = __fns(0xf0f0u, 5, 3);
    r[197] = __fns(0xf0f0u, 15, -2);
    r[198] = __fns(0xf0f0u, 4, 0);
    r[199] = __fns(0xf0f0u, 3, 0);
    r[200] = __fns(0xf0f0u, 0, 9);
  }
}

__global__ void array_norms(const double* p, const float* q, double* o) {
  o[0] = norm(3, p);
  o[1] = rnorm(4, p);
  o[2] = normf(3, q);
  o[3] = rnormf(2, q);
}

__global__ void nan_conversions(float x, double y, long long* o) {
  o[0] = __float2int_rn(x);
  o[1] = __float2uint_rz(x);
  o[2] = __float2ll_rn(x);
  o[3] = __float2ull_rd(x);
  o[4] = __double2int_rz(y);
  o[5] = __double2uint_rn(y);
  o[6] = __double2ll_ru(y);
  o[7] = __double2ull_rz(y);
}

int main() {
  double *d; float *f; int *i; long long *l; unsigned long long *u;
  cudaMalloc(&d, 16 * 8); cudaMalloc(&f, 16 * 4); cudaMalloc(&i, 208 * 4);
  cudaMalloc(&l, 8 * 8); cudaMalloc(&u, 8 * 8);
  double hd[16]; float hf[16]; int hi[208]; long long hl[8]; unsigned long long hu[8];

  exact<<<1, 1>>>(d, f, i, l);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hi, i, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hl, l, sizeof hl, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 10; k++) printf("exact d%d = %a\n", k, hd[k]);
  for (int k = 0; k < 8; k++) printf("exact f%d = %a\n", k, hf[k]);
  for (int k = 0; k < 6; k++) printf("exact i%d = %d\n", k, hi[k]);
  for (int k = 0; k < 6; k++) printf("exact l%d = %lld\n", k, hl[k]);

  conversions<<<1, 1>>>(f, d, l, u);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hl, l, sizeof hl, cudaMemcpyDeviceToHost);
  cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 9; k++) printf("convert f%d = %a\n", k, hf[k]);
  for (int k = 0; k < 4; k++) printf("convert d%d = %a\n", k, hd[k]);
  for (int k = 0; k < 6; k++) printf("convert l%d = %lld\n", k, hl[k]);
  for (int k = 0; k < 5; k++) printf("convert u%d = %llu\n", k, hu[k]);

  special<<<1, 1>>>(d, f);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 14; k++) printf("special d%d = %.12g\n", k, hd[k]);
  for (int k = 0; k < 10; k++) printf("special f%d = %.6g\n", k, hf[k]);

  integer<<<1, 32>>>(i);
  cudaMemcpy(hi, i, sizeof hi, cudaMemcpyDeviceToHost);
  printf("reduce add %d min %d max %d or %x\n", hi[0], hi[32 + 7], hi[64 + 31], hi[96 + 3]);
  printf("reduce xor(low half) %d and(high half) %d umin %u\n", hi[128], hi[128 + 20], (unsigned)hi[160]);
  printf("rhadd %d %u %d\n", hi[192], (unsigned)hi[193], hi[194]);
  printf("fns %d %d %d %d %d %d\n", hi[195], hi[196], hi[197], hi[198], hi[199], hi[200]);

  double vd[4] = {2, 3, 6, 24};
  float vf[3] = {3, 4, 12};
  cudaMemcpy(d + 8, vd, sizeof vd, cudaMemcpyHostToDevice);
  cudaMemcpy(f + 8, vf, sizeof vf, cudaMemcpyHostToDevice);
  array_norms<<<1, 1>>>(d + 8, f + 8, d);
  cudaMemcpy(hd, d, 4 * sizeof(double), cudaMemcpyDeviceToHost);
  printf("norms %.12g %.12g %.7g %.7g\n", hd[0], hd[1], hd[2], hd[3]);

  nan_conversions<<<1, 1>>>(nanf(""), nan(""), l);
  cudaMemcpy(hl, l, sizeof hl, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 8; k++) printf("NaN to integer %d: %llx\n", k, hl[k]);
  return 0;
}
