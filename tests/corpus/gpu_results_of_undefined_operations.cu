// Results C++ leaves undefined that programs meet anyway, as an H200 gives them (measured with
// nvcc's build): a shuffle reads its offset's low five bits (up or down by 33 is by 1, within
// the width's segment); an integer divided by zero is all ones (64 bits: 0xffffffff where the
// dividend's high word is 0, as nvcc's code divides such a dividend in 32 bits; the
// remainder depends on how nvcc's code computes it, so it is not shown); `lrint` and
// `llround` of a value past `long`'s range saturate,
// and of a NaN give the smallest `long`.
#include <cmath>
#include <cstdio>

__global__ void shuffles(int* out, int delta) {
  int lane = threadIdx.x;
  int v = 100 + lane;
  out[lane] = __shfl_up_sync(0xffffffff, v, delta);
  out[32 + lane] = __shfl_down_sync(0xffffffff, v, delta);
  out[64 + lane] = __shfl_up_sync(0xffffffff, v, delta, 8);
  out[96 + lane] = __shfl_down_sync(0xffffffff, v, delta, 8);
}

__global__ void divisions(const long long* x, const long long* zero, unsigned long long* out,
                          int n) {
  for (int i = 0; i < n; ++i) {
    long long z = *zero;
    out[3 * i] = (unsigned long long)(x[i] / z);
    out[3 * i + 1] = (unsigned long long)x[i] / (unsigned long long)z;
    out[3 * i + 2] = (unsigned)((int)x[i] / (int)z);
  }
}

__global__ void roundings(const float* f, const double* d, long long* out) {
  out[0] = lrintf(f[0]);
  out[1] = llroundf(f[0]);
  out[2] = lrint(d[0]);
  out[3] = llround(d[0]);
  out[4] = lrintf(f[1]);
  out[5] = llround(d[1]);
}

int main() {
  int* s;
  cudaMallocManaged(&s, 128 * sizeof(int));
  shuffles<<<1, 32>>>(s, 33);
  cudaDeviceSynchronize();
  const char* names[] = {"up", "down", "up8", "down8"};
  for (int r = 0; r < 4; ++r) {
    printf("%-5s", names[r]);
    for (int i = 0; i < 32; ++i) printf(" %d", s[32 * r + i] - 100);
    printf("\n");
  }
  const int n = 6;
  long long *x, *zero;
  unsigned long long* q;
  cudaMallocManaged(&x, n * sizeof(long long));
  cudaMallocManaged(&zero, sizeof(long long));
  cudaMallocManaged(&q, 3 * n * sizeof(unsigned long long));
  long long values[n] = {7, -7, 0, 0x100000007LL, -1, 0x7fffffffffffffffLL};
  for (int i = 0; i < n; ++i) x[i] = values[i];
  *zero = 0;
  divisions<<<1, 1>>>(x, zero, q, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i)
    printf("%lld: q=%016llx uq=%016llx q32=%08llx\n", values[i], q[3 * i], q[3 * i + 1],
           q[3 * i + 2]);
  float* f;
  double* dd;
  long long* r;
  cudaMallocManaged(&f, 2 * sizeof(float));
  cudaMallocManaged(&dd, 2 * sizeof(double));
  cudaMallocManaged(&r, 6 * sizeof(long long));
  f[0] = 1e19f;
  f[1] = nanf("");
  dd[0] = 1e19;
  dd[1] = nan("");
  roundings<<<1, 1>>>(f, dd, r);
  cudaDeviceSynchronize();
  for (int i = 0; i < 6; ++i) printf("rounding %d: %016llx\n", i, (unsigned long long)r[i]);
  cudaFree(f);
  cudaFree(dd);
  cudaFree(r);
  cudaFree(s);
  cudaFree(x);
  cudaFree(zero);
  cudaFree(q);
}
