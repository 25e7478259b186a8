// Device-side events, cudaGetDevice and cudaDeviceGetAttribute in kernels that launch kernels:
// a child on one device stream waits, through an event, for a child on another.
#include <cstdio>

__global__ void fill(int* a, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = v + i;
}

__global__ void twice(int* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= 2;
}

__global__ void parent(int* a, int n, int* info) {
  if (threadIdx.x != 0) return;
  int device = -1;
  info[0] = (int)cudaGetDevice(&device);
  info[1] = device;
  cudaStream_t first, second;
  cudaStreamCreateWithFlags(&first, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&second, cudaStreamNonBlocking);
  cudaEvent_t filled;
  info[2] = (int)cudaEventCreateWithFlags(&filled, cudaEventDisableTiming);
  fill<<<(n + 63) / 64, 64, 0, first>>>(a, n, 10);
  info[3] = (int)cudaEventRecord(filled, first);
  info[4] = (int)cudaStreamWaitEvent(second, filled, 0);
  twice<<<(n + 63) / 64, 64, 0, second>>>(a, n);
  info[5] = (int)cudaEventDestroy(filled);
  cudaStreamDestroy(first);
  cudaStreamDestroy(second);
  info[6] = (int)cudaGetLastError();
  int warp = 0, threads = 0;
  info[7] = (int)cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, device);
  info[8] = warp;
  info[9] = (int)cudaDeviceGetAttribute(&threads, cudaDevAttrMaxThreadsPerBlock, device);
  info[10] = threads;
}

int main() {
  const int n = 200;
  int *a, *info;
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&info, 11 * sizeof(int));
  parent<<<1, 32>>>(a, n, info);
  printf("sync=%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  int h[n], hi[11];
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hi, info, sizeof hi, cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  printf("a[0]=%d a[199]=%d sum=%lld\n", h[0], h[n - 1], sum);
  printf("info:");
  for (int i = 0; i < 11; ++i) printf(" %d", hi[i]);
  printf("\n");
  return 0;
}
