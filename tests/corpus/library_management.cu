// Library management (CUDA 12's context-independent loading) through the driver API and the
// runtime API: device code compiled by NVRTC, loaded as a library, its kernel taken as a
// CUkernel / cudaKernel_t and launched as a function (cuLaunchKernel, cudaLaunchKernel), its
// __device__ variable read through cuLibraryGetGlobal / cudaLibraryGetGlobal, the library's
// module and a kernel's attributes; and the errors for names the library does not have.
#include <cuda.h>
#include <cuda_runtime.h>
#include <nvrtc.h>
#include <cstdio>
#include <cstdlib>

static const char* kSource =
    "__device__ int calls;\n"
    "extern \"C\" __global__ void scale(float* x, float a, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) x[i] *= a;\n"
    "  if (i == 0) atomicAdd(&calls, 1);\n"
    "}\n";

static const char* cu_name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

#define CU(call)                                                          \
  do {                                                                    \
    CUresult r_ = (call);                                                 \
    if (r_ != CUDA_SUCCESS) {                                             \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cu_name(r_));             \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

#define RT(call)                                                          \
  do {                                                                    \
    cudaError_t e_ = (call);                                              \
    if (e_ != cudaSuccess) {                                              \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));    \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

int main() {
  nvrtcProgram prog;
  nvrtcCreateProgram(&prog, kSource, "scale.cu", 0, NULL, NULL);
  const char* opts[] = {"--gpu-architecture=sm_90"};
  if (nvrtcCompileProgram(prog, 1, opts) != NVRTC_SUCCESS) {
    printf("compile failed\n");
    return 1;
  }
  size_t size;
  nvrtcGetCUBINSize(prog, &size);
  char* code = (char*)malloc(size);
  nvrtcGetCUBIN(prog, code);
  nvrtcDestroyProgram(&prog);

  CU(cuInit(0));
  RT(cudaFree(0));
  const int n = 1000;
  float host[n];
  for (int i = 0; i < n; i++) host[i] = (float)i;
  float* x;
  RT(cudaMalloc(&x, sizeof host));
  RT(cudaMemcpy(x, host, sizeof host, cudaMemcpyHostToDevice));

  // The driver API.
  CUlibrary lib;
  CU(cuLibraryLoadData(&lib, code, NULL, NULL, 0, NULL, NULL, 0));
  CUkernel kernel;
  CU(cuLibraryGetKernel(&kernel, lib, "scale"));
  CUfunction f;
  CU(cuKernelGetFunction(&f, kernel));
  float a = 2.0f;
  int count = n;
  CUdeviceptr xp = (CUdeviceptr)x;
  void* args[] = {&xp, &a, &count};
  CU(cuLaunchKernel(f, (n + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
  CU(cuLaunchKernel((CUfunction)kernel, (n + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
  CU(cuCtxSynchronize());
  CUmodule mod;
  CU(cuLibraryGetModule(&mod, lib));
  CUfunction same;
  CU(cuModuleGetFunction(&same, mod, "scale"));
  int threads = 0;
  CU(cuKernelGetAttribute(&threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, kernel, 0));
  printf("driver: max threads per block %d\n", threads);
  CUdeviceptr calls_ptr;
  size_t calls_size;
  CU(cuLibraryGetGlobal(&calls_ptr, &calls_size, lib, "calls"));
  int calls;
  CU(cuMemcpyDtoH(&calls, calls_ptr, sizeof calls));
  printf("driver: calls = %d (a variable of %zu bytes)\n", calls, calls_size);
  CUkernel none;
  printf("driver: unknown kernel: %s\n", cu_name(cuLibraryGetKernel(&none, lib, "missing")));
  printf("driver: unknown global: %s\n", cu_name(cuLibraryGetGlobal(&calls_ptr, &calls_size, lib, "missing")));

  // The runtime API, with the same code loaded again.
  cudaLibrary_t rlib;
  RT(cudaLibraryLoadData(&rlib, code, NULL, NULL, 0, NULL, NULL, 0));
  cudaKernel_t rk;
  RT(cudaLibraryGetKernel(&rk, rlib, "scale"));
  float half = 0.5f;
  void* rargs[] = {&x, &half, &count};
  RT(cudaLaunchKernel((const void*)rk, dim3((n + 255) / 256), dim3(256), rargs, 0, 0));
  RT(cudaDeviceSynchronize());
  void* rcalls;
  size_t rsize;
  RT(cudaLibraryGetGlobal(&rcalls, &rsize, rlib, "calls"));
  RT(cudaMemcpy(&calls, rcalls, sizeof calls, cudaMemcpyDeviceToHost));
  printf("runtime: calls = %d in the second library\n", calls);
  cudaKernel_t rnone;
  printf("runtime: unknown kernel: %s\n", cudaGetErrorName(cudaLibraryGetKernel(&rnone, rlib, "missing")));
  cudaGetLastError();

  RT(cudaMemcpy(host, x, sizeof host, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; i++) bad += host[i] != 2.0f * i;
  printf("x[999] = %.1f, %d of %d wrong\n", host[999], bad, n);
  RT(cudaLibraryUnload(rlib));
  CU(cuLibraryUnload(lib));
  RT(cudaFree(x));
  free(code);
  printf("done\n");
  return 0;
}
