// What NVRTC gives a program without an #include: __CUDACC_RTC__ defined, `assert` (which
// -DNDEBUG turns off, so the failing assertion below does not fire in the second build),
// printf, the built-in variables and vector types; a failed device assertion makes the next
// synchronization CUDA_ERROR_ASSERT.
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>
#include <cstdlib>

static const char* kSource =
    "#ifndef __CUDACC_RTC__\n"
    "#error not compiled at run time\n"
    "#endif\n"
    "extern \"C\" __global__ void check(int* out, int limit) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  assert(i < limit);\n"
    "  int2 v = make_int2(i, __CUDACC_RTC__);\n"
    "  out[i] = v.x * 10 + v.y;\n"
    "  if (i == 0) printf(\"kernel sees __CUDACC_RTC__ = %d\\n\", __CUDACC_RTC__);\n"
    "}\n";

static const char* cu_name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

static CUmodule build(int nopts, const char** opts) {
  nvrtcProgram prog;
  nvrtcCreateProgram(&prog, kSource, "implicit.cu", 0, NULL, NULL);
  nvrtcResult r = nvrtcCompileProgram(prog, nopts, opts);
  if (r != NVRTC_SUCCESS) {
    size_t n;
    nvrtcGetProgramLogSize(prog, &n);
    char* log = (char*)malloc(n);
    nvrtcGetProgramLog(prog, log);
    printf("compile: %s\n%s\n", nvrtcGetErrorString(r), log);
    exit(1);
  }
  size_t size;
  nvrtcGetCUBINSize(prog, &size);
  char* code = (char*)malloc(size);
  nvrtcGetCUBIN(prog, code);
  nvrtcDestroyProgram(&prog);
  CUmodule m;
  CUresult got = cuModuleLoadData(&m, code);
  if (got != CUDA_SUCCESS) {
    printf("load: %s\n", cu_name(got));
    exit(1);
  }
  return m;
}

static void run(CUmodule m, CUdeviceptr out, int limit, const char* what) {
  CUfunction f;
  cuModuleGetFunction(&f, m, "check");
  void* args[] = {&out, &limit};
  CUresult launched = cuLaunchKernel(f, 2, 1, 1, 4, 1, 1, 0, NULL, args, NULL);
  CUresult synced = cuCtxSynchronize();
  printf("%s: launch %s, synchronize %s\n", what, cu_name(launched), cu_name(synced));
}

int main() {
  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  CUdeviceptr out;
  cuMemAlloc(&out, 8 * sizeof(int));

  const char* arch[] = {"--gpu-architecture=sm_90"};
  CUmodule plain = build(1, arch);
  run(plain, out, 8, "assertion holds");
  int host[8];
  cuMemcpyDtoH(host, out, sizeof host);
  printf("out:");
  for (int i = 0; i < 8; i++) printf(" %d", host[i]);
  printf("\n");

  const char* ndebug[] = {"--gpu-architecture=sm_90", "-DNDEBUG"};
  CUmodule quiet = build(2, ndebug);
  run(quiet, out, 3, "NDEBUG, assertion false");
  cuMemcpyDtoH(host, out, sizeof host);
  printf("out[7] = %d\n", host[7]);

  fflush(stdout);
  run(plain, out, 3, "assertion false");
  return 0;
}
