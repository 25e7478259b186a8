// corpus: __half in every rounding mode to and from float and integers, arithmetic, NaN and
// signed-zero cases of __hneg/__habs/__hmax/__hmin, half2 and bit casts, as the GPU gives them
#include <cstdio>
#include <cuda_fp16.h>
// __half conversions (all rounding modes), arithmetic, comparisons, half2 ops, bit casts
__global__ void conv(const float* f, int n, unsigned short* o) {
  int i = threadIdx.x;
  if (i >= n) return;
  float x = f[i];
  o[i * 6 + 0] = __half_as_ushort(__float2half(x));
  o[i * 6 + 1] = __half_as_ushort(__float2half_rn(x));
  o[i * 6 + 2] = __half_as_ushort(__float2half(-x));
  o[i * 6 + 3] = __half_as_ushort(__float2half(x * 2.0f));
  o[i * 6 + 4] = __half_as_ushort(__float2half(x * 0.5f));
  o[i * 6 + 5] = __half_as_ushort(__double2half((double)x * 1.0000001));
}
__global__ void arith(const unsigned short* a, const unsigned short* b, int n, unsigned short* o, float* back, int* cmp) {
  int i = threadIdx.x;
  if (i >= n) return;
  __half x = __ushort_as_half(a[i]), y = __ushort_as_half(b[i]);
  unsigned short* r = o + i * 12;
  r[0] = __half_as_ushort(__hadd(x, y));
  r[1] = __half_as_ushort(__hsub(x, y));
  r[2] = __half_as_ushort(__hmul(x, y));
  r[3] = __half_as_ushort(__hdiv(x, y));
  r[4] = __half_as_ushort(__hfma(x, y, x));
  r[5] = __half_as_ushort(__hneg(x));
  r[6] = __half_as_ushort(__habs(y));
  r[7] = __half_as_ushort(__hadd_sat(x, y));
  r[8] = __half_as_ushort(__hmax(x, y));
  r[9] = __half_as_ushort(__hmin(x, y));
  r[10] = __half_as_ushort(x * y + y);
  r[11] = __half_as_ushort(__hmul_sat(x, y));
  back[i] = __half2float(x) + __half2float(y);
  cmp[i] = __heq(x, y) | (__hlt(x, y) << 1) | (__hgt(x, y) << 2) | (__hisnan(x) << 3) | (__hisinf(y) << 4) |
           ((x <= y) << 5) | (__hne(x, y) << 6) | (__hequ(x, y) << 7) | (__hltu(x, y) << 8);
}
__global__ void vec2(float* o, int* oi) {
  __half2 a = __floats2half2_rn(1.5f, -2.25f);
  __half2 b = __halves2half2(__float2half(0.1f), __float2half(3.0f));
  __half2 c = __hfma2(a, b, a);
  __half2 d = __hmul2(a, a);
  __half2 e = __hadd2(c, __half2half2(__float2half(1.0f)));
  float2 f = __half22float2(e);
  o[0] = f.x; o[1] = f.y;
  o[2] = __low2float(d); o[3] = __high2float(d);
  o[4] = __half2float(__low2half(c)); o[5] = __half2float(__high2half(c));
  __half2 s = __lowhigh2highlow(a);
  o[6] = __low2float(s);
  o[7] = __half2float(hsqrt(__float2half(2.0f)));
  o[8] = __half2float(__float2half(65504.0f) + __float2half(32.0f));
  o[9] = __half2float(__int2half_rn(2049)); o[10] = __half2float(__int2half_rn(-4097));
  oi[0] = __half2int_rz(__float2half(2.5f)); oi[1] = __half2int_rz(__float2half(-2.75f));
  oi[2] = __half2short_rz(__float2half(-3.5f)); oi[3] = __half2uint_rz(__float2half(7.5f));
  oi[4] = __half2ushort_rz(__float2half(-3.5f)); oi[5] = __half2int_rz(__float2half(65504.0f));
  oi[6] = __half2int_rz(__ushort_as_half(0x7e00)); oi[7] = __half_as_short(__float2half(-0.0f));
  oi[8] = __hbeq2(a, a); oi[9] = __hblt2(a, b);
}
int main() {
  const int N = 16;
  float hf[N] = {0.1f, 1.0f / 3.0f, 65504.0f, 65519.0f, 65520.0f, 1e5f, 5.96e-8f, 2.98e-8f, 2.99e-8f, 6.1e-5f, -0.0f, -1.0009765625f, 1.00048828125f, 1.00146484375f, 3.0e-5f, -70000.0f};
  float* df; unsigned short* o; cudaMalloc(&df, sizeof(hf)); cudaMallocManaged(&o, N * 6 * 2);
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
  conv<<<1, 32>>>(df, N, o); cudaDeviceSynchronize();
  for (int i = 0; i < N; i++) printf("%a -> %04x %04x %04x %04x %04x %04x\n", hf[i], o[i * 6], o[i * 6 + 1], o[i * 6 + 2], o[i * 6 + 3], o[i * 6 + 4], o[i * 6 + 5]);
  const int M = 8;
  unsigned short ha[M] = {0x3c00, 0x7bff, 0x0001, 0xc000, 0x7e00, 0x3555, 0x7c00, 0x8000};
  unsigned short hb[M] = {0x3c01, 0x7bff, 0x0001, 0x4000, 0x3c00, 0x4200, 0x7c00, 0x0000};
  unsigned short *da, *db, *oo; float* back; int* cmp;
  cudaMalloc(&da, sizeof(ha)); cudaMalloc(&db, sizeof(hb)); cudaMallocManaged(&oo, M * 12 * 2); cudaMallocManaged(&back, M * 4); cudaMallocManaged(&cmp, M * 4);
  cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice); cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice);
  arith<<<1, 32>>>(da, db, M, oo, back, cmp); cudaDeviceSynchronize();
  for (int i = 0; i < M; i++) {
    printf("%04x %04x:", ha[i], hb[i]);
    for (int j = 0; j < 12; j++) printf(" %04x", oo[i * 12 + j]);
    printf(" | %a cmp=%03x\n", back[i], cmp[i]);
  }
  float* vf; int* vi; cudaMallocManaged(&vf, 11 * 4); cudaMallocManaged(&vi, 10 * 4);
  vec2<<<1, 1>>>(vf, vi); cudaDeviceSynchronize();
  for (int i = 0; i < 11; i++) printf("v[%d]=%a\n", i, vf[i]);
  for (int i = 0; i < 10; i++) printf("vi[%d]=%d\n", i, vi[i]);
  return 0;
}
