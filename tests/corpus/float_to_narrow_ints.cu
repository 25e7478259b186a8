// corpus: float and double to every integer width, in and out of range, infinities and NaN:
// narrow types take the low bits of the saturated 32-bit conversion
#include <cstdio>
#include <cstdint>
#include <cmath>
// float/double -> integer conversions incl. out of range (GPU saturates, NaN -> 0)
__global__ void conv(const float* f, const double* d, int n, int* oi, unsigned* ou,
                     long long* oll, unsigned long long* oull, int* odi, unsigned* odu,
                     long long* odll, short* os, unsigned short* ous) {
  int i = threadIdx.x;
  if (i >= n) return;
  float x = f[i]; double y = d[i];
  oi[i] = (int)x; ou[i] = (unsigned)x; oll[i] = (long long)x; oull[i] = (unsigned long long)x;
  odi[i] = (int)y; odu[i] = (unsigned)y; odll[i] = (long long)y;
  os[i] = (short)x; ous[i] = (unsigned short)x;
}
__global__ void i2f(const long long* v, int n, float* of, double* od, float* ouf, float* oif) {
  int i = threadIdx.x;
  if (i >= n) return;
  of[i] = (float)v[i]; od[i] = (double)v[i]; ouf[i] = (float)(unsigned long long)v[i];
  oif[i] = (float)(int)v[i];
}
__global__ void d2f(const double* d, int n, float* o, double* back) {
  int i = threadIdx.x;
  if (i >= n) return;
  o[i] = (float)d[i]; back[i] = (double)o[i];
}
int main() {
  const int N = 16;
  float hf[N] = {1e10f, -1e10f, NAN, -NAN, INFINITY, -INFINITY, -1.5f, -0.9f, 2147483520.0f, 2147483648.0f,
                 -2147483648.0f, 4294967040.0f, 5e9f, 40000.0f, -40000.0f, 1e20f};
  double hd[N] = {1e10, -1e10, NAN, -NAN, INFINITY, -INFINITY, -1.5, -0.9, 2147483647.9, 2147483648.0,
                  -2147483648.9, 4294967295.5, 4294967296.0, 9.3e18, -9.3e18, 1.8e19};
  float* df; double* dd; cudaMalloc(&df, sizeof(hf)); cudaMalloc(&dd, sizeof(hd));
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
  cudaMemcpy(dd, hd, sizeof(hd), cudaMemcpyHostToDevice);
  int *oi, *odi; unsigned *ou, *odu; long long *oll, *odll; unsigned long long* oull; short* os; unsigned short* ous;
  cudaMallocManaged(&oi, N * 4); cudaMallocManaged(&odi, N * 4); cudaMallocManaged(&ou, N * 4); cudaMallocManaged(&odu, N * 4);
  cudaMallocManaged(&oll, N * 8); cudaMallocManaged(&odll, N * 8); cudaMallocManaged(&oull, N * 8);
  cudaMallocManaged(&os, N * 2); cudaMallocManaged(&ous, N * 2);
  conv<<<1, 32>>>(df, dd, N, oi, ou, oll, oull, odi, odu, odll, os, ous);
  cudaDeviceSynchronize();
  for (int i = 0; i < N; i++)
    printf("f=%-14a i=%d u=%u ll=%lld ull=%llu | d=%-22a i=%d u=%u ll=%lld | s=%d us=%u\n", hf[i], oi[i], ou[i], oll[i], oull[i],
           hd[i], odi[i], odu[i], odll[i], os[i], ous[i]);
  const int M = 12;
  long long hv[M] = {16777217LL, 16777219LL, 2147483647LL, -2147483647LL, 9007199254740993LL, -9007199254740993LL,
                     (long long)0xFFFFFFFFFFFFFFFFull, (long long)0x8000008000000001ull, 0x7FFFFFBFFFFFFFFFLL, 33554435LL, 123456789LL, -1LL};
  long long* dv; cudaMalloc(&dv, sizeof(hv)); cudaMemcpy(dv, hv, sizeof(hv), cudaMemcpyHostToDevice);
  float *of, *ouf, *oif; double* od;
  cudaMallocManaged(&of, M * 4); cudaMallocManaged(&ouf, M * 4); cudaMallocManaged(&oif, M * 4); cudaMallocManaged(&od, M * 8);
  i2f<<<1, 32>>>(dv, M, of, od, ouf, oif);
  cudaDeviceSynchronize();
  for (int i = 0; i < M; i++) printf("v=%lld f=%a d=%a uf=%a if=%a\n", hv[i], of[i], od[i], ouf[i], oif[i]);
  const int K = 10;
  double hx[K] = {0.1, 1e40, -1e40, 1e-46, 8e-46, 3.4028235677973366e38, 3.4028235677973362e38, 1.0000000596046448, 1.0000001788139343, 1.1754942e-38};
  double* dx; cudaMalloc(&dx, sizeof(hx)); cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);
  float* o; double* back; cudaMallocManaged(&o, K * 4); cudaMallocManaged(&back, K * 8);
  d2f<<<1, 32>>>(dx, K, o, back);
  cudaDeviceSynchronize();
  for (int i = 0; i < K; i++) printf("d=%a -> f=%a (%.9g) back=%a\n", hx[i], o[i], o[i], back[i]);
  return 0;
}
