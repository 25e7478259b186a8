#include <cstdio>
#include <cmath>
// Each of these is a documented CUDA device function; ferrocuda's CPU backend fails the launch
// ("device function 'X' is not implemented by the CPU backend"). Toggle with -DFN=...
#ifndef FN
#define FN lgammaf(4.0f)
#endif
__global__ void k(float* o) { int e = 0; float ip; o[0] = (float)(FN); (void)e; (void)ip; }
int main() {
  float* d; cudaMalloc(&d, 4); cudaMemset(d, 0, 4);
  k<<<1, 1>>>(d);
  cudaError_t e = cudaGetLastError();
  float r; cudaMemcpy(&r, d, 4, cudaMemcpyDeviceToHost);
  printf("launch=%s result=%g\n%s\n", cudaGetErrorString(e), r, e == cudaSuccess ? "PASS" : "FAIL");
}
