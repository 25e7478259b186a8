// Run-time compilation of a kernel template instantiated, through name expressions, for
// vector types that the compiled source never spells (`float4`, `uchar2`): the toolkit's
// declarations of them must be there all the same.
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
    "template <typename V>\n"
    "__global__ void ends(const V* in, float* out) {\n"
    "  out[threadIdx.x] = (float)in[threadIdx.x].x + (float)in[threadIdx.x].y;\n"
    "}\n";

int main() {
  nvrtcProgram prog;
  NVRTC_CHECK(nvrtcCreateProgram(&prog, kSource, "ends.cu", 0, NULL, NULL));
  NVRTC_CHECK(nvrtcAddNameExpression(prog, "ends<float4>"));
  NVRTC_CHECK(nvrtcAddNameExpression(prog, "ends<uchar2>"));
  const char* options[] = {"--gpu-architecture=sm_90"};
  NVRTC_CHECK(nvrtcCompileProgram(prog, 1, options));
  const char *as_float4, *as_uchar2;
  NVRTC_CHECK(nvrtcGetLoweredName(prog, "ends<float4>", &as_float4));
  NVRTC_CHECK(nvrtcGetLoweredName(prog, "ends<uchar2>", &as_uchar2));
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
  CUfunction f4, u2;
  CU_CHECK(cuModuleGetFunction(&f4, module, as_float4));
  CU_CHECK(cuModuleGetFunction(&u2, module, as_uchar2));
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));

  float4 vf[4];
  unsigned char vu[8];
  for (int i = 0; i < 4; i++) {
    vf[i] = make_float4(i, 10.0f * i, 0, 0);
    vu[2 * i] = (unsigned char)(i + 1);
    vu[2 * i + 1] = (unsigned char)(100 + i);
  }
  CUdeviceptr df, du, dout;
  CU_CHECK(cuMemAlloc(&df, sizeof vf));
  CU_CHECK(cuMemAlloc(&du, sizeof vu));
  CU_CHECK(cuMemAlloc(&dout, 4 * sizeof(float)));
  CU_CHECK(cuMemcpyHtoD(df, vf, sizeof vf));
  CU_CHECK(cuMemcpyHtoD(du, vu, sizeof vu));
  float out[4];
  void* f4_args[] = {&df, &dout};
  CU_CHECK(cuLaunchKernel(f4, 1, 1, 1, 4, 1, 1, 0, NULL, f4_args, NULL));
  CU_CHECK(cuMemcpyDtoH(out, dout, sizeof out));
  printf("float4: %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  void* u2_args[] = {&du, &dout};
  CU_CHECK(cuLaunchKernel(u2, 1, 1, 1, 4, 1, 1, 0, NULL, u2_args, NULL));
  CU_CHECK(cuMemcpyDtoH(out, dout, sizeof out));
  printf("uchar2: %g %g %g %g\n", out[0], out[1], out[2], out[3]);

  CU_CHECK(cuMemFree(df));
  CU_CHECK(cuMemFree(du));
  CU_CHECK(cuMemFree(dout));
  CU_CHECK(cuModuleUnload(module));
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));
  return 0;
}
