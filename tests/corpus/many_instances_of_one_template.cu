// corpus: a kernel calling 1,280 instances of one function template side by side (written with macros), past any bound on recursion
#include <cstdio>

template <int N>
__device__ int value() { return N; }

#define C1(n) +value<(n)>()
#define C4(n) C1(n) C1((n) + 1) C1((n) + 2) C1((n) + 3)
#define C16(n) C4(n) C4((n) + 4) C4((n) + 8) C4((n) + 12)
#define C64(n) C16(n) C16((n) + 16) C16((n) + 32) C16((n) + 48)
#define C256(n) C64(n) C64((n) + 64) C64((n) + 128) C64((n) + 192)

__global__ void k(int* out) { out[0] = 0 C256(0) C256(256) C256(512) C256(768) C256(1024); }

int main() {
  int* out;
  cudaMallocManaged(&out, sizeof(int));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%d\n", out[0]);
  cudaFree(out);
  return 0;
}
