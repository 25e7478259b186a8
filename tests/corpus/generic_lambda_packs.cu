// Generic lambdas with parameter packs of their own inside variadic function templates: folds
// over the lambda's pack, over the enclosing pack captured, and both in one lambda.
#include <cstdio>
template <typename... Ts>
__device__ int f(Ts... ts) {
  auto all = [=]() { return (ts + ...); };
  auto scaled = [=](auto... ks) { return ((ks * 2) + ... + 0) + all(); };
  auto outer = [](auto... xs) { return (xs * ...); };
  return scaled(1, 2) * 100 + outer(ts...);
}
__global__ void k(int* o) { o[0] = f(2, 3, 4); }
int main() { int* o; cudaMallocManaged(&o, 4); k<<<1,1>>>(o); cudaDeviceSynchronize(); printf("%d\n", o[0]); }
