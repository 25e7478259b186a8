// Kernels launched through host function pointers: cudaLaunchKernel with an argument array,
// a table of kernels, cudaLaunchKernelEx with a configuration and attributes.
#include <cstdio>
struct Pair { int a; double b; };
__global__ void k1(int* out, int v, Pair p, char c) { out[threadIdx.x + blockIdx.x * blockDim.x] = v + (int)(p.b * p.a) + c + threadIdx.x; }
__global__ void k2(int* out, int v, Pair p, char c) { out[threadIdx.x + blockIdx.x * blockDim.x] = v * 2 - p.a + c * (int)blockIdx.x; }
__global__ void kdyn(int* out) { extern __shared__ int sm[]; sm[threadIdx.x] = threadIdx.x * 3; __syncthreads(); out[threadIdx.x] = sm[blockDim.x - 1 - threadIdx.x]; }
typedef void (*KFn)(int*, int, Pair, char);
void host_only() {}
int main() {
  int* d; cudaMalloc(&d, 256 * 4);
  KFn table[2] = {k1, k2};
  int h[256];
  for (int t = 0; t < 2; t++) {
    int v = 10 + t; Pair p = {3, 2.5}; char c = 'A';
    void* args[] = {&d, &v, &p, &c};
    cudaError_t e = cudaLaunchKernel((const void*)table[t], dim3(2), dim3(8), args, 0, 0);
    cudaMemcpy(h, d, 16 * 4, cudaMemcpyDeviceToHost);
    printf("table[%d] %s:", t, cudaGetErrorName(e)); for (int i = 0; i < 16; i++) printf(" %d", h[i]); printf("\n");
  }
  // template overload of cudaLaunchKernel (typed function pointer)
  int v = 1; Pair p = {7, 0.5}; char c = 2;
  void* args[] = {&d, &v, &p, &c};
  printf("typed=%s\n", cudaGetErrorName(cudaLaunchKernel(k1, dim3(1), dim3(4), args)));
  cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost); printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  // cudaLaunchKernelEx with config and dynamic shared memory
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(1); cfg.blockDim = dim3(32); cfg.dynamicSmemBytes = 32 * sizeof(int); cfg.stream = 0;
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeCooperative; attr[0].val.cooperative = 0;
  cfg.attrs = attr; cfg.numAttrs = 1;
  printf("ex=%s\n", cudaGetErrorName(cudaLaunchKernelEx(&cfg, kdyn, d)));
  cudaMemcpy(h, d, 32 * 4, cudaMemcpyDeviceToHost); printf("%d %d %d\n", h[0], h[1], h[31]);
  // launching with bad block dims through cudaLaunchKernel
  void* a2[] = {&d};
  printf("bad=%s\n", cudaGetErrorName(cudaLaunchKernel((const void*)kdyn, dim3(1), dim3(4096), a2, 0, 0)));
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
  // function pointer for a host function that is not a kernel
  printf("notkernel=%s\n", cudaGetErrorName(cudaLaunchKernel((const void*)&host_only, dim3(1), dim3(1), a2, 0, 0)));
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
}
