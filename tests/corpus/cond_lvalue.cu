#include <cstdio>
struct V { float x, y, z; };
__device__ float& pick(V& v, int i) { return i == 0 ? v.x : (i == 1 ? v.y : v.z); }
__global__ void k(float* out) {
  V v{1, 2, 3};
  pick(v, 2) = 10;
  int a = 0, b = 0;
  (threadIdx.x == 0 ? a : b) = 5;   // conditional as an lvalue
  out[0] = v.z; out[1] = a;
}
int main() {
  float* d; cudaMalloc(&d, 8); k<<<1, 1>>>(d);
  float r[2]; cudaMemcpy(r, d, 8, cudaMemcpyDeviceToHost);
  printf("%f %f (expect 10 5)\n%s\n", r[0], r[1], (r[0] == 10 && r[1] == 5) ? "PASS" : "FAIL");
}
