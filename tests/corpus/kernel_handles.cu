// Kernel handles of a program's own kernels: cudaGetKernel (one handle per kernel, templates'
// instances and extern "C" kernels too), a launch and attribute queries through the handle,
// cuKernelGetName and cuFuncGetName giving mangled names, and the errors for null pointers and
// functions that are not kernels.
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>
__global__ void fill(int* p, int v) { p[threadIdx.x] = v + threadIdx.x; }
template <typename T> __global__ void twice(T* p) { p[threadIdx.x] *= 2; }
extern "C" __global__ void plain(int* p) { p[0] = 7; }
void host_fn() {}
int main() {
  cudaKernel_t k = nullptr, k2 = nullptr, k3 = nullptr;
  cudaError_t e = cudaGetKernel(&k, fill);
  printf("getkernel fill: %s %d\n", cudaGetErrorName(e), k != nullptr);
  e = cudaGetKernel(&k2, twice<int>);
  printf("getkernel twice<int>: %s %d\n", cudaGetErrorName(e), k2 != nullptr);
  cudaKernel_t again = nullptr;
  cudaGetKernel(&again, fill);
  printf("same handle twice: %d\n", again == k);
  e = cudaGetKernel(&k3, plain);
  printf("getkernel plain: %s\n", cudaGetErrorName(e));
  const char* name = nullptr;
  CUresult r = cuKernelGetName(&name, (CUkernel)k);
  printf("cuKernelGetName fill: %d %s\n", (int)r, name ? name : "(null)");
  r = cuKernelGetName(&name, (CUkernel)k2);
  printf("cuKernelGetName twice<int>: %d %s\n", (int)r, name ? name : "(null)");
  r = cuKernelGetName(&name, (CUkernel)k3);
  printf("cuKernelGetName plain: %d %s\n", (int)r, name ? name : "(null)");
  r = cuKernelGetName(nullptr, (CUkernel)k3);
  printf("cuKernelGetName null out: %d\n", (int)r);
  r = cuKernelGetName(&name, nullptr);
  printf("cuKernelGetName null kernel: %d\n", (int)r);
  e = cudaGetKernel(nullptr, fill);
  printf("null out: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  e = cudaGetKernel(&k3, (const void*)host_fn);
  printf("host fn: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  e = cudaGetKernel(&k3, (const void*)nullptr);
  printf("null fn: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  int* d; cudaMalloc(&d, 32 * sizeof(int));
  int v = 5; void* args[] = {&d, &v};
  e = cudaLaunchKernel((const void*)k, dim3(1), dim3(32), args, 0, 0);
  printf("launch via kernel handle: %s\n", cudaGetErrorName(e));
  int h[32]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("h[31]=%d\n", h[31]);
  cudaFuncAttributes fa; e = cudaFuncGetAttributes(&fa, (const void*)k);
  printf("attrs via handle: %s maxThreads %d\n", cudaGetErrorName(e), fa.maxThreadsPerBlock);
  e = cudaKernelSetAttributeForDevice(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024, 0);
  printf("setattr: %s\n", cudaGetErrorName(e));
  CUkernel ck = (CUkernel)k; CUfunction cf;
  r = cuKernelGetFunction(&cf, ck);
  printf("cuKernelGetFunction: %d\n", (int)r);
  const char* fname = nullptr;
  r = cuFuncGetName(&fname, cf);
  printf("cuFuncGetName: %d %s\n", (int)r, fname ? fname : "(null)");
  return 0;
}
