#include <cstdio>
__device__ void warpReduce(volatile int* sdata, int tid) {
  sdata[tid] += sdata[tid + 32];
  sdata[tid] += sdata[tid + 16];
  sdata[tid] += sdata[tid + 8];
  sdata[tid] += sdata[tid + 4];
  sdata[tid] += sdata[tid + 2];
  sdata[tid] += sdata[tid + 1];
}
__global__ void reduce4(const int* g_idata, int* g_odata, unsigned n) {
  extern __shared__ int sdata[];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  int v = 0;
  if (i < n) v = g_idata[i];
  if (i + blockDim.x < n) v += g_idata[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) warpReduce(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
int main() {
  const int n = 1 << 15, B = 256, G = n / (2 * B);
  int* h = new int[n]; long long s = 0; for (int i = 0; i < n; i++) { h[i] = (i % 9) - 3; s += h[i]; }
  int *d, *o; cudaMalloc(&d, n * 4); cudaMalloc(&o, G * 4);
  cudaMemcpy(d, h, n * 4, cudaMemcpyHostToDevice);
  reduce4<<<G, B, B * 4>>>(d, o, n);
  int ho[G]; cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  long long r = 0; for (int i = 0; i < G; i++) r += ho[i];
  printf("gpu=%lld cpu=%lld\n%s\n", r, s, r == s ? "PASS" : "FAIL");
}
