// A kernel's attributes belong to the function: the dynamic shared memory it was allowed stays
// allowed after cudaDeviceReset, and a launch using it runs.
#include <cstdio>

__global__ void kernel(int* p) {
  extern __shared__ int s[];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  p[threadIdx.x] = s[31 - threadIdx.x];
}

int main() {
  cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 60000);
  cudaFuncAttributes a;
  cudaFuncGetAttributes(&a, kernel);
  printf("before: %d\n", a.maxDynamicSharedSizeBytes);
  cudaDeviceReset();
  cudaFuncGetAttributes(&a, kernel);
  printf("after the reset: %d\n", a.maxDynamicSharedSizeBytes);
  int* d;
  cudaMalloc(&d, 32 * sizeof(int));
  kernel<<<1, 32, 60000>>>(d);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  int h[32];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[31]);
  return 0;
}
