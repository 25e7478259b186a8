// The runtime and driver APIs in one program: after a runtime call the driver is initialized
// and the primary context current, pointers and streams pass between the two; cuLaunchKernel
// refuses argument pointers and a packed buffer together; NVRTC's codes after a failed
// compilation, for null arguments, an option whose value is the next option, and a compilation
// for a virtual architecture (no CUBIN).
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>

static const char* cu_name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

__global__ void triple(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= 3;
}

int main() {
  int* data;
  cudaMalloc(&data, 4 * sizeof(int));
  CUdevice dev;
  CUresult got = cuDeviceGet(&dev, 0);
  printf("cuDeviceGet after the runtime: %s\n", cu_name(got));
  CUcontext ctx = nullptr;
  got = cuCtxGetCurrent(&ctx);
  printf("current context: %s, %s\n", cu_name(got), ctx ? "set" : "none");
  int host[4] = {1, 2, 3, 4};
  got = cuMemcpyHtoD((CUdeviceptr)data, host, sizeof host);
  printf("driver copy to a runtime allocation: %s\n", cu_name(got));
  triple<<<1, 4>>>(data, 4);
  CUdeviceptr extra_buffer;
  got = cuMemAlloc(&extra_buffer, sizeof host);
  printf("cuMemAlloc: %s\n", cu_name(got));
  cudaMemcpy((void*)extra_buffer, data, sizeof host, cudaMemcpyDeviceToDevice);
  int back[4];
  cuMemcpyDtoH(back, extra_buffer, sizeof back);
  printf("tripled: %d %d %d %d\n", back[0], back[1], back[2], back[3]);
  cuMemFree(extra_buffer);
  cudaFree(data);

  const char* source = "extern \"C\" __global__ void k(int* p) { *p = N; }\n";
  nvrtcProgram prog;
  nvrtcCreateProgram(&prog, source, "k.cu", 0, nullptr, nullptr);
  const char* options[] = {"-D", "N=6", "--gpu-architecture=compute_90"};
  printf("compile: %s\n", nvrtcGetErrorString(nvrtcCompileProgram(prog, 3, options)));
  size_t cubin = 1, ptx = 0;
  nvrtcGetCUBINSize(prog, &cubin);
  nvrtcGetPTXSize(prog, &ptx);
  printf("virtual architecture: cubin %zu bytes, ptx %s\n", cubin, ptx > 1 ? "made" : "empty");
  CUmodule module;
  CUfunction k;
  char* code = new char[ptx];
  nvrtcGetPTX(prog, code);
  cuModuleLoadData(&module, code);
  cuModuleGetFunction(&k, module, "k");
  CUdeviceptr out;
  cuMemAlloc(&out, sizeof(int));
  void* args[] = {&out};
  size_t size = sizeof out;
  void* extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &out, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                   CU_LAUNCH_PARAM_END};
  printf("arguments both ways: %s\n", cu_name(cuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 0, nullptr, args, extra)));
  printf("launch: %s\n", cu_name(cuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr)));
  int value = 0;
  cuMemcpyDtoH(&value, out, sizeof value);
  printf("N = %d\n", value);
  nvrtcDestroyProgram(&prog);
  delete[] code;

  nvrtcProgram bad;
  nvrtcCreateProgram(&bad, "__global__ void k() { nope(); }", "bad.cu", 0, nullptr, nullptr);
  printf("failed compile: %s\n", nvrtcGetErrorString(nvrtcCompileProgram(bad, 0, nullptr)));
  size_t after = 0;
  nvrtcResult r = nvrtcGetPTXSize(bad, &after);
  printf("ptx after it: %s (%zu)\n", nvrtcGetErrorString(r), after);
  printf("null program: %s\n", nvrtcGetErrorString(nvrtcCreateProgram(nullptr, "", "x", 0, nullptr, nullptr)));
  printf("null options: %s\n", nvrtcGetErrorString(nvrtcCompileProgram(bad, 1, nullptr)));
  nvrtcDestroyProgram(&bad);
  return 0;
}
