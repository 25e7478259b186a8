// corpus: launches written with spaced chevrons, as some editors format them
// (`k << < grid, block >> > (args)`), for a plain kernel and for a template's instance with
// shared memory and a stream; a shift beside them stays a shift.
#include <cstdio>

__global__ void fill(int* p) { p[threadIdx.x] = threadIdx.x + 1; }

template <class T, int Scale>
__global__ void scale(T* p) {
  extern __shared__ int staged[];
  staged[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = T(staged[blockDim.x - 1 - threadIdx.x] * Scale);
}

int main() {
  int *d, h[4];
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMalloc(&d, sizeof h);
  fill << < 1, 4 >> > (d);
  scale<int, 3> << < dim3(1), dim3(4), 4 * sizeof(int), s >> > (d);
  cudaStreamSynchronize(s);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int shifted = 1 << 3;
  printf("%d %d %d %d %d\n", h[0], h[1], h[2], h[3], shifted);
  cudaFree(d);
  cudaStreamDestroy(s);
  return 0;
}
