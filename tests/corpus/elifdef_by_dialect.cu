// corpus: #elifdef and #elifndef are C++23's: GCC's GNU dialect (no -std) takes them earlier, its ISO one (-std=c++17) passes over them
#include <cstdio>
#define SHOWN 1

__host__ __device__ int branch() {
#ifdef NOT_DEFINED
  return 1;
#elifdef SHOWN
  return 2;
#else
  return 3;
#endif
}

__host__ __device__ int negated_branch() {
#ifdef NOT_DEFINED
  return 1;
#elifndef NOT_DEFINED
  return 2;
#else
  return 3;
#endif
}

__global__ void k(int* out) {
  out[0] = branch();
  out[1] = negated_branch();
}

int main() {
  int* out;
  cudaMallocManaged(&out, 2 * sizeof(int));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("device %d %d host %d %d\n", out[0], out[1], branch(), negated_branch());
  cudaFree(out);
  return 0;
}
