// <cuda/atomic> alone makes libcu++'s cuda::std::atomic and its memory orders visible, as
// libcu++'s header does (it includes <cuda/std/atomic>).
#include <cstdio>
#include <new>
#include <cuda/atomic>

__global__ void count(cuda::std::atomic<int>* a) {
  a->fetch_add(1, cuda::std::memory_order_relaxed);
}

int main() {
  cuda::std::atomic<int>* a;
  cudaMallocManaged(&a, sizeof(*a));
  new (a) cuda::std::atomic<int>(0);
  count<<<4, 32>>>(a);
  cudaDeviceSynchronize();
  printf("count = %d\n", a->load());
  return 0;
}
