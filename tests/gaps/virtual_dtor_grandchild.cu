#include <cstdio>
struct Base {
  __device__ virtual ~Base() {}
};
struct Mid : Base {};
struct Leaf : Mid {};
__global__ void k(int* out) {
  Base* a = new Leaf();
  delete a;            // virtual destructor through a grandchild: traps in ferrocuda
  out[0] = 1;
}
int main() {
  int* d; cudaMalloc(&d, 4); cudaMemset(d, 0, 4);
  k<<<1, 1>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  int r = 0; cudaMemcpy(&r, d, 4, cudaMemcpyDeviceToHost);
  printf("%s out=%d (expect no error, 1)\n%s\n", cudaGetErrorString(e), r, (e == cudaSuccess && r == 1) ? "PASS" : "FAIL");
}
