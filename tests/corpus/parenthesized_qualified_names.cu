// A parenthesized qualified name that names a value is an expression, not the type of a
// cast: `(decltype(ic)::value);`, `(decltype(ic)::value) + 1`, `(Limits::max) - 2`.
#include <cstdio>
#include <type_traits>

struct Limits {
  static constexpr int max = 40;
  static constexpr int mask = 12;
};

__host__ __device__ int run() {
  std::integral_constant<int, 5> ic;
  int a = (decltype(ic)::value);
  int b = (decltype(ic)::value) + 1;
  int c = (Limits::max) - 2;
  int d = (Limits::mask) & 6;
  int e = (Limits::max) * 2;
  int f = (int)+3;
  return a * 1000000 + b * 100000 + c * 1000 + d * 100 + e + f;
}

__global__ void kernel(int* o) { o[0] = run(); }

int main() {
  int* d;
  cudaMallocManaged(&d, sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("device %d host %d\n", d[0], run());
  cudaFree(d);
  return 0;
}
