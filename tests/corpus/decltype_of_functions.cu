// `decltype` of a function's name is the function's type (its value decays to a pointer):
// an alias of it declares pointers and references to the function.
#include <cstdio>
#include <type_traits>

__host__ __device__ int twice(int x) { return 2 * x; }

__host__ __device__ int traits() {
  return std::is_function<decltype(twice)>::value * 1000 +
         std::is_pointer<decltype(twice)>::value * 100 +
         std::is_same<decltype(twice), int(int)>::value * 10 +
         std::is_same<decltype(&twice), int (*)(int)>::value;
}

__host__ __device__ int through_alias() {
  using F = decltype(twice);
  F* p = twice;
  F& r = twice;
  return p(3) * 10 + r(2);
}

__global__ void run(int* out) {
  out[0] = traits();
  out[1] = through_alias();
}

int main() {
  int* d;
  cudaMalloc(&d, 2 * sizeof(int));
  run<<<1, 1>>>(d);
  int h[2];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d %d, host %d %d\n", h[0], h[1], traits(), through_alias());
  cudaFree(d);
  return 0;
}
