// Vector addition through the driver API: a module loaded from a file, kernels found by
// their C name and by their mangled C++ name, arguments as pointers and as one packed
// buffer, a module variable read and written.
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call)                                                    \
  do {                                                                 \
    CUresult r = (call);                                               \
    if (r != CUDA_SUCCESS) {                                           \
      const char* name;                                                \
      cuGetErrorName(r, &name);                                        \
      printf("%s failed: %s\n", #call, name);                          \
      exit(1);                                                         \
    }                                                                  \
  } while (0)

int main() {
  const char* name;
  cuGetErrorName(cuMemAlloc(NULL, 4), &name);
  printf("before cuInit: %s\n", name);
  CHECK(cuInit(0));
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CUctxCreateParams params = {};
  CHECK(cuCtxCreate(&ctx, &params, 0, dev));
  CUmodule mod;
  CHECK(cuModuleLoad(&mod, "kernels.fatbin"));
  CUfunction add, bump;
  cuGetErrorName(cuModuleGetFunction(&add, mod, "no_such_kernel"), &name);
  printf("unknown kernel: %s\n", name);
  CHECK(cuModuleGetFunction(&add, mod, "VecAdd_kernel"));
  CHECK(cuModuleGetFunction(&bump, mod, "_ZN2ns4bumpEi"));

  const int n = 1000;
  size_t bytes = n * sizeof(float);
  float* a = (float*)malloc(bytes);
  float* b = (float*)malloc(bytes);
  float* c = (float*)malloc(bytes);
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 2 * i;
  }
  CUdeviceptr da, db, dc;
  CHECK(cuMemAlloc(&da, bytes));
  CHECK(cuMemAlloc(&db, bytes));
  CHECK(cuMemAlloc(&dc, bytes));
  CHECK(cuMemcpyHtoD(da, a, bytes));
  CHECK(cuMemcpyHtoD(db, b, bytes));
  int count = n;
  void* args[] = {&da, &db, &dc, &count};
  CHECK(cuLaunchKernel(add, (n + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL));
  CHECK(cuMemcpyDtoH(c, dc, bytes));
  int ok = 1;
  for (int i = 0; i < n; i++) ok &= c[i] == 3 * i;
  printf("vector add: %s\n", ok ? "PASS" : "FAIL");

  struct {
    CUdeviceptr a, b, c;
    int n;
  } packed = {da, da, dc, n};
  // The parameters' bytes, without the structure's padding at the end: a buffer of another
  // size is refused.
  size_t packed_size = sizeof packed;
  void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed, CU_LAUNCH_PARAM_BUFFER_SIZE,
                   &packed_size, CU_LAUNCH_PARAM_END};
  cuGetErrorName(cuLaunchKernel(add, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, extra), &name);
  printf("padded buffer: %s\n", name);
  packed_size = 3 * sizeof(CUdeviceptr) + sizeof(int);
  CHECK(cuLaunchKernel(add, (n + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, NULL, extra));
  CHECK(cuMemcpyDtoH(c, dc, bytes));
  printf("packed arguments: c[7] = %g\n", c[7]);

  CUdeviceptr counter;
  size_t counter_size;
  CHECK(cuModuleGetGlobal(&counter, &counter_size, mod, "counter"));
  CHECK(cuMemsetD32(counter, 5, 1));
  int by = 3;
  void* bump_args[] = {&by};
  CHECK(cuLaunchKernel(bump, 2, 1, 1, 32, 1, 1, 0, NULL, bump_args, NULL));
  int value;
  CHECK(cuMemcpyDtoH(&value, counter, sizeof value));
  printf("counter: %d (%zu bytes)\n", value, counter_size);

  CHECK(cuMemFree(da));
  CHECK(cuMemFree(db));
  CHECK(cuMemFree(dc));
  CHECK(cuModuleUnload(mod));
  CHECK(cuCtxDestroy(ctx));
  free(a);
  free(b);
  free(c);
  return 0;
}
