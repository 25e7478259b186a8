// FLAGS: -std=c++17
// libcu++'s <cuda/std/cstdlib> in device code: abs, labs, llabs, malloc and free.
#include <cstdio>
#include <cuda/std/cstdlib>

__global__ void k(int *out) {
  int t = threadIdx.x;
  out[t] = cuda::std::abs(-3 * t) + (int)cuda::std::labs(-7L * t) +
           (int)cuda::std::llabs(-9LL) + (int)(cuda::std::abs(-100000000000LL) / 1000000);
  if (t == 0) {
    int *p = (int *)cuda::std::malloc(4 * sizeof(int));
    for (int i = 0; i < 4; i++) p[i] = i * i;
    printf("heap %d\n", p[0] + p[1] + p[2] + p[3]);
    cuda::std::free(p);
  }
}

int main() {
  int *out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  k<<<1, 4>>>(out);
  cudaDeviceSynchronize();
  printf("abs: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
