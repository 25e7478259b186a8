// In-kernel malloc and free within the device heap's limit: a request past it gets NULL, and
// the heap's size is fixed once a kernel has allocated.
#include <cstdio>
__global__ void k(long long* out, int perThread) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  int* p = (int*)malloc(perThread * sizeof(int));
  if (!p) { out[t] = -1; return; }
  for (int i = 0; i < perThread; i++) p[i] = t * 1000 + i;
  int* q = (int*)malloc(perThread * sizeof(int));
  memcpy(q, p, perThread * sizeof(int));
  memset(p, 0, perThread * sizeof(int));
  long long s = 0; for (int i = 0; i < perThread; i++) s += q[i] + p[i];
  free(p); free(q);
  out[t] = s;
}
__global__ void huge(unsigned long long* out) {
  void* p = malloc((size_t)64 << 20);      // larger than the 8MB default heap -> NULL
  out[0] = p == nullptr;
  void* z = malloc(0);
  out[1] = 7;                              // malloc(0) result unspecified, only free it
  free(z);
  free(nullptr);
  char* c = (char*)malloc(100);
  out[2] = c != nullptr && ((unsigned long long)c % 16 == 0);   // 16-byte aligned
  free(c);
}
__global__ void shared_alloc(int** slot, int* res) {
  __shared__ int* ptr;
  if (threadIdx.x == 0) ptr = (int*)malloc(blockDim.x * sizeof(int));
  __syncthreads();
  ptr[threadIdx.x] = threadIdx.x * threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) { int s = 0; for (int i = 0; i < blockDim.x; i++) s += ptr[i]; res[blockIdx.x] = s; *slot = nullptr; free(ptr); }
}
int main() {
  const int n = 256;
  long long* d; cudaMalloc(&d, n * 8);
  k<<<4, 64>>>(d, 37);
  printf("sync=%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  long long h[n]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long long tot = 0; int fails = 0; for (int i = 0; i < n; i++) { tot += h[i]; fails += h[i] < 0; }
  printf("fails=%d total=%lld h[255]=%lld\n", fails, tot, h[255]);
  unsigned long long* u; cudaMalloc(&u, 24); huge<<<1, 1>>>(u);
  unsigned long long hu[3]; cudaMemcpy(hu, u, 24, cudaMemcpyDeviceToHost);
  printf("huge null=%llu marker=%llu aligned=%llu\n", hu[0], hu[1], hu[2]);
  int** slot; int* res; cudaMalloc(&slot, 8); cudaMalloc(&res, 3 * 4);
  shared_alloc<<<3, 100>>>(slot, res);
  int hr[3]; cudaMemcpy(hr, res, 12, cudaMemcpyDeviceToHost);
  printf("shared alloc sums=%d %d %d\n", hr[0], hr[1], hr[2]);
  printf("set heap after use=%s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20)));
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
}
