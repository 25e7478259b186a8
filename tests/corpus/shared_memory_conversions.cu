#include <cstdio>
// The cuda-samples SharedMemory<T> idiom: two conversion operators (const and non-const).
template <class T> struct SharedMemory {
  __device__ inline operator T*() { extern __shared__ int __smem[]; return (T*)__smem; }
  __device__ inline operator const T*() const { extern __shared__ int __smem[]; return (T*)__smem; }
};
__global__ void k(float* out) {
  float* s = SharedMemory<float>();
  s[threadIdx.x] = threadIdx.x * 2.0f;
  __syncthreads();
  out[threadIdx.x] = s[31 - threadIdx.x];
}
int main() {
  float* d; cudaMalloc(&d, 32 * 4);
  k<<<1, 32, 32 * sizeof(float)>>>(d);
  cudaError_t e = cudaGetLastError();
  float h[32] = {0}; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("launch=%s out[0]=%f (expect 62)\n%s\n", cudaGetErrorString(e), h[0], h[0] == 62.0f ? "PASS" : "FAIL");
}
