#include <cstdio>
__global__ void k(int* o) {
  auto lam = [m = 3](int x) { return x * m; };   // C++14 init-capture
  o[0] = lam(7);
}
int main() {
  int* d; cudaMalloc(&d, 4); k<<<1, 1>>>(d);
  int h = 0; cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
  printf("%d (expect 21)\n%s\n", h, h == 21 ? "PASS" : "FAIL");
}
