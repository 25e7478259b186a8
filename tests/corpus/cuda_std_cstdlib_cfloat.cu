// FLAGS: -std=c++17
// libcu++'s <cuda/std/cstdlib>, <cuda/std/cfloat> and <cuda/std/cassert> in device code: div,
// ldiv, lldiv and their quotient/remainder types, the float.h limits, an assertion that holds.
#include <cstdio>
#include <cuda/std/cassert>
#include <cuda/std/cfloat>
#include <cuda/std/cstdlib>

__global__ void k(int *out) {
  int t = threadIdx.x;
  cuda::std::div_t d = cuda::std::div(17 + t, -5);
  cuda::std::ldiv_t ld = cuda::std::div(-100000000000L - t, 7L);
  cuda::std::lldiv_t lld = cuda::std::lldiv(1000000000007LL * (t + 1), 1000LL);
  assert(d.quot * -5 + d.rem == 17 + t);
  out[t * 6 + 0] = d.quot;
  out[t * 6 + 1] = d.rem;
  out[t * 6 + 2] = (int)(ld.quot % 1000000);
  out[t * 6 + 3] = (int)ld.rem;
  out[t * 6 + 4] = (int)(lld.rem);
  out[t * 6 + 5] = (int)cuda::std::div(-7LL * t, 2LL).rem + (int)cuda::std::ldiv(9L * t, 4L).quot;
  if (t == 0) {
    printf("FLT_MAX %g FLT_EPSILON %g DBL_EPSILON %g\n", FLT_MAX, FLT_EPSILON, DBL_EPSILON);
    printf("FLT_MANT_DIG %d DBL_MANT_DIG %d FLT_RADIX %d DBL_MAX_EXP %d FLT_MIN_EXP %d\n", FLT_MANT_DIG, DBL_MANT_DIG,
           FLT_RADIX, DBL_MAX_EXP, FLT_MIN_EXP);
    printf("FLT_MIN==2^-126 %d DBL_MIN==2^-1022 %d\n", FLT_MIN == 1.17549435e-38f, DBL_MIN == 0x1p-1022);
  }
}

int main() {
  int *out;
  cudaMallocManaged(&out, 4 * 6 * sizeof(int));
  k<<<1, 4>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("sync: %s\n", cudaGetErrorName(e));
  for (int t = 0; t < 4; t++)
    printf("t%d: %d %d %d %d %d %d\n", t, out[t * 6], out[t * 6 + 1], out[t * 6 + 2], out[t * 6 + 3], out[t * 6 + 4],
           out[t * 6 + 5]);
  cuda::std::div_t h = cuda::std::div(-7, 2);
  printf("host: %d %d\n", h.quot, h.rem);
  return 0;
}
