// CUDA by Example's dot product: a shared-memory reduction per block and a lock built on
// atomicCAS guarding the final sum; the Lock object is passed to the kernel by value.
#include <cstdio>
#define imin(a,b) (a<b?a:b)
#define HANDLE_ERROR(e) do { cudaError_t err_ = (e); if (err_ != cudaSuccess) { printf("%s in %s at line %d\n", cudaGetErrorString(err_), __FILE__, __LINE__); exit(EXIT_FAILURE); } } while (0)
struct Lock {
  int *mutex;
  Lock(void) { HANDLE_ERROR(cudaMalloc((void**)&mutex, sizeof(int))); HANDLE_ERROR(cudaMemset(mutex, 0, sizeof(int))); }
  ~Lock(void) { cudaFree(mutex); }
  __device__ void lock(void) { while (atomicCAS(mutex, 0, 1) != 0); }
  __device__ void unlock(void) { atomicExch(mutex, 1 - 1); }
};
const int N = 33 * 1024;
const int threadsPerBlock = 256;
const int blocksPerGrid = imin(32, (N + threadsPerBlock - 1) / threadsPerBlock);
__global__ void dot(Lock lock, float *a, float *b, float *c) {
  __shared__ float cache[threadsPerBlock];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;
  float temp = 0;
  while (tid < N) { temp += a[tid] * b[tid]; tid += blockDim.x * gridDim.x; }
  cache[cacheIndex] = temp;
  __syncthreads();
  int i = blockDim.x / 2;
  while (i != 0) { if (cacheIndex < i) cache[cacheIndex] += cache[cacheIndex + i]; __syncthreads(); i /= 2; }
  if (cacheIndex == 0) { lock.lock(); *c += cache[0]; lock.unlock(); }
}
int main(void) {
  float *a, *b, c = 0, *dev_a, *dev_b, *dev_c;
  a = (float*)malloc(N * sizeof(float)); b = (float*)malloc(N * sizeof(float));
  HANDLE_ERROR(cudaMalloc((void**)&dev_a, N * sizeof(float)));
  HANDLE_ERROR(cudaMalloc((void**)&dev_b, N * sizeof(float)));
  HANDLE_ERROR(cudaMalloc((void**)&dev_c, sizeof(float)));
  for (int i = 0; i < N; i++) { a[i] = i % 7; b[i] = (i % 5) * 2; }
  HANDLE_ERROR(cudaMemcpy(dev_a, a, N * sizeof(float), cudaMemcpyHostToDevice));
  HANDLE_ERROR(cudaMemcpy(dev_b, b, N * sizeof(float), cudaMemcpyHostToDevice));
  HANDLE_ERROR(cudaMemcpy(dev_c, &c, sizeof(float), cudaMemcpyHostToDevice));
  Lock lock;
  cudaEvent_t start, stop; cudaEventCreate(&start); cudaEventCreate(&stop); cudaEventRecord(start, 0);
  dot<<<blocksPerGrid, threadsPerBlock>>>(lock, dev_a, dev_b, dev_c);
  cudaEventRecord(stop, 0); cudaEventSynchronize(stop);
  float ms; cudaEventElapsedTime(&ms, start, stop);
  HANDLE_ERROR(cudaMemcpy(&c, dev_c, sizeof(float), cudaMemcpyDeviceToHost));
  double ref = 0; for (int i = 0; i < N; i++) ref += a[i] * b[i];
  printf("GPU %.1f CPU %.1f %s\n", c, ref, c == ref ? "PASS" : "FAIL");
  cudaFree(dev_a); cudaFree(dev_b); cudaFree(dev_c); free(a); free(b);
  return 0;
}
