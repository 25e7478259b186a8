#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <cstdio>

__global__ void blockSums(const int* in, int* out) {
  __shared__ int partial[64];
  partial[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(out, partial[0]);
}

int main() {
  const int n = 256;
  int h[n], sum = 0, *d_in, *d_out;
  for (int i = 0; i < n; ++i) h[i] = i;
  cudaMalloc(&d_in, sizeof(h));
  cudaMalloc(&d_out, sizeof(int));
  cudaMemcpy(d_in, h, sizeof(h), cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(int));
  blockSums<<<n / 64, 64>>>(d_in, d_out);
  cudaMemcpy(&sum, d_out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum %d\n", sum);
  return 0;
}
