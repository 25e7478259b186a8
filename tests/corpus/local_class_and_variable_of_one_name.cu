// corpus: a variable and a class of one name declared in one block: the variable's name hides the class's, which `struct val` still names
#include <cstdio>

__host__ __device__ int run(int s) {
  int val = s;
  struct val {
    int x;
  } sv = {3};
  struct val other = {val * 10};
  return sv.x * 100 + other.x + val;
}

__global__ void k(int* out, int s) { out[0] = run(s); }

int main() {
  int* out;
  cudaMallocManaged(&out, sizeof(int));
  k<<<1, 1>>>(out, 2);
  cudaDeviceSynchronize();
  printf("%d %d\n", out[0], run(2));
  cudaFree(out);
  return 0;
}
