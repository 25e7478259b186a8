// Kernels of a library or module listed and named as CUDA's tools name them: NVRTC's lowered
// names are mangled names (a template's instance named by a name expression is compiled in),
// cuLibraryGetKernelCount / cuLibraryEnumerateKernels and cuModuleGetFunctionCount /
// cuModuleEnumerateFunctions list every kernel once, cuKernelGetName gives the mangled name,
// cuKernelGetLibrary the library (also of the program's own kernel); a kernel has one
// handle, and overloaded kernels are told apart by their mangled names. Then the errors of
// bad arguments.
#include <cuda.h>
#include <cuda_runtime.h>
#include <nvrtc.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static const char* kSource =
    "struct P { float x, y; };\n"
    "namespace ns { __global__ void inner(P* p, const int* q, unsigned n) {} }\n"
    "__global__ void scale(float* a, int n) { int i = threadIdx.x; if (i < n) a[i] *= 2.0f; }\n"
    "__global__ void scale(double* a, int n) { int i = threadIdx.x; if (i < n) a[i] *= 3.0; }\n"
    "extern \"C\" __global__ void alpha(double d) {}\n"
    "template <typename T, int N> __global__ void fill(T* t) { t[threadIdx.x] = N; }\n"
    "__device__ int counter;\n"
    "__global__ void mid(char c, short s, long l, unsigned long long u, P p, float2 f) {}\n";

static const char* cu_name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

#define CU(call)                                                    \
  do {                                                              \
    CUresult r_ = (call);                                           \
    if (r_ != CUDA_SUCCESS) {                                       \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cu_name(r_));       \
      exit(1);                                                      \
    }                                                               \
  } while (0)

__global__ void program_kernel(float* a, int n) {}

static std::string name_of(CUkernel k) {
  const char* name = nullptr;
  CU(cuKernelGetName(&name, k));
  return name;
}

int main() {
  nvrtcProgram prog;
  nvrtcCreateProgram(&prog, kSource, "lib.cu", 0, NULL, NULL);
  const char* exprs[] = {"fill<float, 4>", "&fill<int, 7>", "mid", "&alpha", "&counter"};
  for (const char* e : exprs) nvrtcAddNameExpression(prog, e);
  const char* opts[] = {"--gpu-architecture=sm_90"};
  if (nvrtcCompileProgram(prog, 1, opts) != NVRTC_SUCCESS) {
    printf("compile failed\n");
    return 1;
  }
  for (const char* e : exprs) {
    const char* lowered = nullptr;
    nvrtcGetLoweredName(prog, e, &lowered);
    printf("lowered %-16s %s\n", e, lowered);
  }
  size_t size;
  nvrtcGetCUBINSize(prog, &size);
  std::vector<char> code(size);
  nvrtcGetCUBIN(prog, code.data());

  CU(cuInit(0));
  cudaFree(0);
  CUlibrary lib;
  CU(cuLibraryLoadData(&lib, code.data(), NULL, NULL, 0, NULL, NULL, 0));
  unsigned count = 0;
  CU(cuLibraryGetKernelCount(&count, lib));
  printf("library kernels: %u\n", count);
  std::vector<CUkernel> kernels(count);
  CU(cuLibraryEnumerateKernels(kernels.data(), count, lib));
  std::vector<std::string> names;
  for (CUkernel k : kernels) {
    CUlibrary owner = nullptr;
    CU(cuKernelGetLibrary(&owner, k));
    names.push_back(name_of(k) + (owner == lib ? "" : " (another library)"));
  }
  std::sort(names.begin(), names.end());
  for (const std::string& n : names) printf("  %s\n", n.c_str());

  // One handle per kernel: a lookup finds the one the enumeration listed.
  CUkernel first, again, instance;
  CU(cuLibraryGetKernel(&first, lib, "_ZN2ns5innerEP1PPKij"));
  CU(cuLibraryGetKernel(&again, lib, "_ZN2ns5innerEP1PPKij"));
  bool listed = std::find(kernels.begin(), kernels.end(), first) != kernels.end();
  printf("ns::inner: one handle %d, listed %d\n", first == again, listed);
  CU(cuLibraryGetKernel(&instance, lib, "_Z4fillIfLi4EEvPT_"));
  printf("fill<float, 4> by its mangled name: %s\n", name_of(instance).c_str());

  // Overloads told apart by their mangled names, each launched.
  CUkernel scale_f, scale_d;
  CU(cuLibraryGetKernel(&scale_f, lib, "_Z5scalePfi"));
  CU(cuLibraryGetKernel(&scale_d, lib, "_Z5scalePdi"));
  float hf[4] = {1, 2, 3, 4};
  double hd[4] = {1, 2, 3, 4};
  CUdeviceptr df, dd;
  CU(cuMemAlloc(&df, sizeof hf));
  CU(cuMemAlloc(&dd, sizeof hd));
  CU(cuMemcpyHtoD(df, hf, sizeof hf));
  CU(cuMemcpyHtoD(dd, hd, sizeof hd));
  int n = 4;
  void* fargs[] = {&df, &n};
  void* dargs[] = {&dd, &n};
  CU(cuLaunchKernel((CUfunction)scale_f, 1, 1, 1, 4, 1, 1, 0, NULL, fargs, NULL));
  CU(cuLaunchKernel((CUfunction)scale_d, 1, 1, 1, 4, 1, 1, 0, NULL, dargs, NULL));
  CU(cuMemcpyDtoH(hf, df, sizeof hf));
  CU(cuMemcpyDtoH(hd, dd, sizeof hd));
  printf("scale(float*): %g %g %g %g\n", hf[0], hf[1], hf[2], hf[3]);
  printf("scale(double*): %g %g %g %g\n", hd[0], hd[1], hd[2], hd[3]);

  // The module's functions are the library's kernels.
  CUmodule mod;
  CU(cuLibraryGetModule(&mod, lib));
  unsigned functions = 0;
  CU(cuModuleGetFunctionCount(&functions, mod));
  std::vector<CUfunction> fs(functions);
  CU(cuModuleEnumerateFunctions(fs.data(), functions, mod));
  names.clear();
  for (CUfunction f : fs) {
    const char* name = nullptr;
    CU(cuFuncGetName(&name, f));
    names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  printf("module functions: %u, first %s, last %s\n", functions, names.front().c_str(),
         names.back().c_str());

  // The runtime's names for the same.
  cudaLibrary_t rlib;
  cudaLibraryLoadData(&rlib, code.data(), NULL, NULL, 0, NULL, NULL, 0);
  unsigned rcount = 0;
  cudaError_t e = cudaLibraryGetKernelCount(&rcount, rlib);
  printf("runtime count: %s %u\n", cudaGetErrorName(e), rcount);
  std::vector<cudaKernel_t> rk(rcount);
  printf("runtime enumerate: %s\n",
         cudaGetErrorName(cudaLibraryEnumerateKernels(rk.data(), rcount, rlib)));

  // The program's own kernel belongs to a library of the program's device code.
  cudaKernel_t own;
  cudaGetKernel(&own, program_kernel);
  CUlibrary program_library = nullptr;
  CU(cuKernelGetLibrary(&program_library, (CUkernel)own));
  unsigned own_count = 0;
  CU(cuLibraryGetKernelCount(&own_count, program_library));
  printf("program kernel %s, its library has %u kernel(s)\n", name_of((CUkernel)own).c_str(),
         own_count);

  // Fewer slots than kernels: the first ones; bad arguments.
  CUkernel one = nullptr;
  CUresult r = cuLibraryEnumerateKernels(&one, 1, lib);
  printf("one slot: %s, filled %d\n", cu_name(r), one != nullptr);
  printf("count into null: %s\n", cu_name(cuLibraryGetKernelCount(NULL, lib)));
  printf("count of null library: %s\n", cu_name(cuLibraryGetKernelCount(&count, NULL)));
  CUlibrary owner;
  printf("library of null kernel: %s\n", cu_name(cuKernelGetLibrary(&owner, NULL)));
  printf("functions of null module: %s\n", cu_name(cuModuleGetFunctionCount(&count, NULL)));
  printf("no slots, null array: %s\n", cu_name(cuLibraryEnumerateKernels(NULL, 0, lib)));
  CUkernel missing;
  printf("unknown mangled name: %s\n",
         cu_name(cuLibraryGetKernel(&missing, lib, "_Z5scalePii")));
  return 0;
}
