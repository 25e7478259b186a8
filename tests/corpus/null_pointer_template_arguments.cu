// `nullptr` as a template argument for a pointer, a pointer to data member and a pointer to
// member function: the null pointer of each kind.
#include <cstdio>

struct S {
  int m;
  __host__ __device__ int get() const { return m; }
};

template <int* P> __host__ __device__ int is_null() { return P == nullptr; }
template <int S::*M> __host__ __device__ int member_is_null() { return M == nullptr; }
template <int (S::*F)() const> __host__ __device__ int function_is_null() { return F == nullptr; }

__global__ void run(int* out) {
  out[0] = is_null<nullptr>();
  out[1] = member_is_null<nullptr>();
  out[2] = member_is_null<&S::m>();
  out[3] = function_is_null<nullptr>();
  out[4] = function_is_null<&S::get>();
}

int main() {
  int* d;
  cudaMalloc(&d, 5 * sizeof(int));
  run<<<1, 1>>>(d);
  int h[5];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  cudaFree(d);
  return 0;
}
