// The math functions of integer arguments: the host library's constexpr templates, which
// --expt-relaxed-constexpr lets device code call (computed in double precision); pow of
// integers is a device function.
#include <cstdio>
#include <cmath>
__global__ void k01(double *o, int n) { o[0] = std::sqrt(n); }
__global__ void k02(double *o, int n) { o[1] = sqrt(n); }
__global__ void k03(double *o, int n) { o[2] = ::sqrt(n); }
__global__ void k04(double *o, int n) { o[3] = std::exp(1); }
__global__ void k05(double *o, int n) { o[4] = pow(n, 2); }
__global__ void k06(double *o, int n) { o[5] = std::pow(n, 2); }
__global__ void k07(double *o, int n) { o[6] = std::abs(-n); }
__global__ void k08(double *o, int n) { o[7] = floor(n); }
__global__ void k09(double *o, int n) { o[8] = std::floor(n); }
__global__ void k10(double *o, int n) { o[9] = fabs(n); }
__global__ void k11(double *o, int n) { o[10] = log2(n); }
__global__ void k12(double *o, int n) { o[11] = std::pow(2.0f, n); }
__global__ void k13(double *o, int n) { o[12] = pow(2.0f, n); }
__global__ void k14(double *o, int n) { o[13] = std::atan2(n, 1); }
__global__ void k15(double *o, int n) { o[14] = exp(n); }
__global__ void k16(double *o, int n) { o[15] = std::hypot(n, 3); }
int main() {
  double *d; cudaMallocManaged(&d, 16 * sizeof(double));
  k01<<<1,1>>>(d, 16); k02<<<1,1>>>(d, 16); k03<<<1,1>>>(d, 16); k04<<<1,1>>>(d, 16);
  k05<<<1,1>>>(d, 16); k06<<<1,1>>>(d, 16); k07<<<1,1>>>(d, 16); k08<<<1,1>>>(d, 16);
  k09<<<1,1>>>(d, 16); k10<<<1,1>>>(d, 16); k11<<<1,1>>>(d, 16); k12<<<1,1>>>(d, 16);
  k13<<<1,1>>>(d, 16); k14<<<1,1>>>(d, 16); k15<<<1,1>>>(d, 16); k16<<<1,1>>>(d, 16);
  cudaDeviceSynchronize();
  for (int i = 0; i < 16; ++i) printf("%d %.17g\n", i, d[i]);
}
