// A cuda::std::atomic that is a kernel's local variable: its operations act on the thread's own
// memory (the device has no atomic instructions there), beside one in global memory that
// every thread updates. One thread uses its local one: nvcc's libcu++ combines the operations of
// a warp's lanes on local atomics as if they shared one object.
#include <cstdio>
#include <cuda/std/atomic>

__device__ cuda::std::atomic<int> total;

__global__ void kernel(int* out) {
  total.fetch_add(1);
  if (threadIdx.x == 31) {
    cuda::std::atomic<int> mine(threadIdx.x);
    int old = mine.exchange(100 + threadIdx.x);
    mine.fetch_add(1);
    out[threadIdx.x] = old * 1000 + mine.load();
  } else {
    out[threadIdx.x] = 0;
  }
}

int main() {
  int* out;
  cudaMallocManaged(&out, 32 * sizeof(int));
  kernel<<<1, 32>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  int sum = 0;
  cudaMemcpyFromSymbol(&sum, total, sizeof sum);
  printf("%s: out[0] %d, out[31] %d, total %d\n", cudaGetErrorString(e), out[0], out[31], sum);
  cudaFree(out);
  return 0;
}
