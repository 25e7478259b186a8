// cudaFuncGetName gives a kernel's mangled name (a C++ kernel's, in a namespace too, and a
// template instance's) and an extern "C" kernel's name as written; the C++ form takes the
// kernel itself, the C form a pointer.
#include <cstdio>

__global__ void scale(float* p, int n) {
  if (threadIdx.x < n) p[threadIdx.x] *= 2;
}

namespace physics {
__global__ void step(int dt) {}
}

extern "C" __global__ void plain_c(int* p) { *p = 1; }

template <typename T, int N>
__global__ void fill(T* p) {
  p[threadIdx.x] = N;
}

int main() {
  const char* name = nullptr;
  cudaFuncGetName(&name, (const void*)scale);
  printf("%s\n", name);
  cudaFuncGetName(&name, physics::step);
  printf("%s\n", name);
  cudaFuncGetName(&name, (const void*)plain_c);
  printf("%s\n", name);
  cudaFuncGetName(&name, (const void*)fill<float, 4>);
  printf("%s\n", name);
  cudaFuncGetName(&name, fill<int, 7>);
  printf("%s\n", name);
  printf("null output: %s\n", cudaGetErrorName(cudaFuncGetName(nullptr, (const void*)scale)));
  return 0;
}
