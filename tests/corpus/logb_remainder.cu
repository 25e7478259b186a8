#include <cstdio>
#include <cmath>
__global__ void k(const double* x, double* o) {
  o[0] = logb(x[0]);           // x just below 2^100 -> 99
  o[1] = logbf((float)x[1]);   // float just below 2^100 -> 99
  o[2] = remainder(x[2], 3.0); // 1e17 = 3*33333333333333333 + 1 -> 1
  o[3] = remainderf(16777215.0f, 2.0f); // 2^24-1 = 2*8388607 + 1, quotient ties -> -1 or 1? exact: 8388607.5 -> even 8388608 -> -1
}
int main() {
  double h[3] = {nextafter(ldexp(1.0, 100), 0.0), (double)nextafterf(ldexpf(1.0f, 100), 0.0f), 1e17};
  double *d, *o; cudaMalloc(&d, 24); cudaMalloc(&o, 32);
  cudaMemcpy(d, h, 24, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(d, o);
  double r[4]; cudaMemcpy(r, o, 32, cudaMemcpyDeviceToHost);
  double e[4] = {logb(h[0]), (double)logbf((float)h[1]), remainder(h[2], 3.0), (double)remainderf(16777215.0f, 2.0f)};
  int bad = 0;
  for (int i = 0; i < 4; i++) { printf("o[%d]=%g expect %g\n", i, r[i], e[i]); bad += r[i] != e[i]; }
  printf("%s\n", bad ? "FAIL" : "PASS");
}
