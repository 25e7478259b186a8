// A kernel parameter of a class aligned to 32 bytes: CUDA places it at the next multiple of
// 16 in the parameter buffer.
#include <cstdio>
struct alignas(32) V { float a[8]; };
__global__ void k(int x, V v, float* out) { out[0] = x + v.a[0] + v.a[7]; }
int main() {
  float* o; cudaMallocManaged(&o, 4);
  V v = {{2, 0, 0, 0, 0, 0, 0, 4}};
  k<<<1, 1>>>(1, v, o);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s %g\n", cudaGetErrorName(e), o[0]);
}
