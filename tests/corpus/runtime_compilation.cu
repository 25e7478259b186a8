// Run-time compilation: a templated kernel compiled from source with an in-memory header,
// instantiated through a name expression and launched with the driver API; a compile error
// and an unknown option are reported as NVRTC reports them.
#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>

#define NVRTC_CHECK(call)                                                 \
  do {                                                                    \
    nvrtcResult r = (call);                                               \
    if (r != NVRTC_SUCCESS) {                                             \
      printf("%s: %s\n", #call, nvrtcGetErrorString(r));                  \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

#define CU_CHECK(call)                                                    \
  do {                                                                    \
    CUresult r = (call);                                                  \
    if (r != CUDA_SUCCESS) {                                              \
      const char* name;                                                   \
      cuGetErrorName(r, &name);                                           \
      printf("%s: %s\n", #call, name);                                    \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

static const char* kSource =
    "#include \"scale.h\"\n"
    "template <typename T, int K>\n"
    "__global__ void axpy(T a, const T* x, T* y, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = scale<K>(a) * x[i] + y[i];\n"
    "}\n"
    "extern \"C\" __global__ void fill(int* out, int value) { out[threadIdx.x] = value; }\n";

static const char* kHeader = "template <int K> __device__ float scale(float a) { return K * a; }\n";

int main() {
  nvrtcProgram prog;
  const char* headers[] = {kHeader};
  const char* names[] = {"scale.h"};
  NVRTC_CHECK(nvrtcCreateProgram(&prog, kSource, "axpy.cu", 1, headers, names));
  NVRTC_CHECK(nvrtcAddNameExpression(prog, "axpy<float, 2>"));
  const char* options[] = {"--gpu-architecture=sm_90", "--std=c++17", "-DUNUSED=1"};
  NVRTC_CHECK(nvrtcCompileProgram(prog, 3, options));
  const char* lowered;
  NVRTC_CHECK(nvrtcGetLoweredName(prog, "axpy<float, 2>", &lowered));
  size_t size;
  NVRTC_CHECK(nvrtcGetCUBINSize(prog, &size));
  char* code = (char*)malloc(size);
  NVRTC_CHECK(nvrtcGetCUBIN(prog, code));

  CU_CHECK(cuInit(0));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  CUmodule module;
  CU_CHECK(cuModuleLoadData(&module, code));
  CUfunction axpy, fill;
  CU_CHECK(cuModuleGetFunction(&axpy, module, lowered));
  CU_CHECK(cuModuleGetFunction(&fill, module, "fill"));
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));

  const int n = 100;
  float x[n], y[n];
  for (int i = 0; i < n; i++) {
    x[i] = i;
    y[i] = 1;
  }
  CUdeviceptr dx, dy, di;
  CU_CHECK(cuMemAlloc(&dx, sizeof x));
  CU_CHECK(cuMemAlloc(&dy, sizeof y));
  CU_CHECK(cuMemAlloc(&di, 32 * sizeof(int)));
  CU_CHECK(cuMemcpyHtoD(dx, x, sizeof x));
  CU_CHECK(cuMemcpyHtoD(dy, y, sizeof y));
  CUstream stream;
  CU_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  CUevent start, stop;
  CU_CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
  CU_CHECK(cuEventCreate(&stop, CU_EVENT_DEFAULT));
  float a = 1.5f;
  int count = n;
  void* args[] = {&a, &dx, &dy, &count};
  CU_CHECK(cuEventRecord(start, stream));
  CU_CHECK(cuLaunchKernel(axpy, (n + 63) / 64, 1, 1, 64, 1, 1, 0, stream, args, NULL));
  CU_CHECK(cuEventRecord(stop, stream));
  CU_CHECK(cuEventSynchronize(stop));
  float ms;
  CU_CHECK(cuEventElapsedTime(&ms, start, stop));
  CU_CHECK(cuMemcpyDtoHAsync(y, dy, sizeof y, stream));
  CU_CHECK(cuStreamSynchronize(stream));
  printf("y[0] = %g, y[10] = %g, y[99] = %g, timed: %s\n", y[0], y[10], y[99],
         ms >= 0 ? "yes" : "no");

  int value = 7;
  void* fill_args[] = {&di, &value};
  CU_CHECK(cuLaunchKernel(fill, 1, 1, 1, 32, 1, 1, 0, NULL, fill_args, NULL));
  CU_CHECK(cuCtxSynchronize());
  int out[32];
  CU_CHECK(cuMemcpyDtoH(out, di, sizeof out));
  printf("fill: %d %d\n", out[0], out[31]);

  nvrtcProgram bad;
  NVRTC_CHECK(nvrtcCreateProgram(&bad, "__global__ void k() { undeclared_name(); }", "bad.cu",
                                 0, NULL, NULL));
  printf("compile error: %s\n", nvrtcGetErrorString(nvrtcCompileProgram(bad, 0, NULL)));
  size_t log_size;
  NVRTC_CHECK(nvrtcGetProgramLogSize(bad, &log_size));
  printf("the log says so: %s\n", log_size > 1 ? "yes" : "no");
  const char* unknown[] = {"--no-such-option"};
  printf("unknown option: %s\n", nvrtcGetErrorString(nvrtcCompileProgram(bad, 1, unknown)));
  NVRTC_CHECK(nvrtcDestroyProgram(&bad));

  CU_CHECK(cuEventDestroy(start));
  CU_CHECK(cuEventDestroy(stop));
  CU_CHECK(cuStreamDestroy(stream));
  CU_CHECK(cuMemFree(dx));
  CU_CHECK(cuMemFree(dy));
  CU_CHECK(cuMemFree(di));
  CU_CHECK(cuModuleUnload(module));
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));
  return 0;
}
