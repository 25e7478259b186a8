// CUDA by Example's two streams: chunks of page-locked input copied, computed and copied back
// on alternating streams.
#include <cstdio>
#define N (1024 * 64)
#define FULL (N * 8)
__global__ void kernel(int *a, int *b, int *c) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < N) {
    int idx1 = (idx + 1) % 256, idx2 = (idx + 2) % 256;
    float as = (a[idx] + a[idx1] + a[idx2]) / 3.0f, bs = (b[idx] + b[idx1] + b[idx2]) / 3.0f;
    c[idx] = (int)((as + bs) / 2);
  }
}
int main() {
  cudaStream_t s0, s1; cudaStreamCreate(&s0); cudaStreamCreate(&s1);
  int *ha, *hb, *hc, *da0, *db0, *dc0, *da1, *db1, *dc1;
  cudaMalloc(&da0, N * 4); cudaMalloc(&db0, N * 4); cudaMalloc(&dc0, N * 4);
  cudaMalloc(&da1, N * 4); cudaMalloc(&db1, N * 4); cudaMalloc(&dc1, N * 4);
  cudaHostAlloc(&ha, FULL * 4, cudaHostAllocDefault); cudaHostAlloc(&hb, FULL * 4, cudaHostAllocDefault); cudaHostAlloc(&hc, FULL * 4, cudaHostAllocDefault);
  for (int i = 0; i < FULL; i++) { ha[i] = (i * 7) % 1000; hb[i] = (i * 13) % 1000; }
  for (int i = 0; i < FULL; i += N * 2) {
    cudaMemcpyAsync(da0, ha + i, N * 4, cudaMemcpyHostToDevice, s0);
    cudaMemcpyAsync(da1, ha + i + N, N * 4, cudaMemcpyHostToDevice, s1);
    cudaMemcpyAsync(db0, hb + i, N * 4, cudaMemcpyHostToDevice, s0);
    cudaMemcpyAsync(db1, hb + i + N, N * 4, cudaMemcpyHostToDevice, s1);
    kernel<<<N / 256, 256, 0, s0>>>(da0, db0, dc0);
    kernel<<<N / 256, 256, 0, s1>>>(da1, db1, dc1);
    cudaMemcpyAsync(hc + i, dc0, N * 4, cudaMemcpyDeviceToHost, s0);
    cudaMemcpyAsync(hc + i + N, dc1, N * 4, cudaMemcpyDeviceToHost, s1);
  }
  cudaStreamSynchronize(s0); cudaStreamSynchronize(s1);
  long long sum = 0; for (int i = 0; i < FULL; i++) sum += hc[i];
  printf("streams sum %lld c[12345]=%d\n", sum, hc[12345]);
  cudaFreeHost(ha); cudaFreeHost(hb); cudaFreeHost(hc);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
}
