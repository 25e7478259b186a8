// `cuda::std::get` and `cuda::std::swap` reach the tuple's, array's and pair's overloads and
// the general swap with <cuda/std/variant> and <cuda/std/optional> included, whose own
// overloads of those names join them; `cuda::std::ignore` takes a tuple element and forgets it.
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/optional>
#include <cuda/std/tuple>
#include <cuda/std/utility>
#include <cuda/std/variant>

__host__ __device__ int combined() {
  cuda::std::tuple<int, int> t(1, 2);
  cuda::std::array<int, 3> a{{4, 5, 6}};
  cuda::std::pair<int, int> p(7, 8);
  int x = 1, y = 2;
  cuda::std::swap(x, y);
  cuda::std::variant<int, float> v(3);
  cuda::std::optional<int> o(9), e;
  cuda::std::swap(o, e);
  return cuda::std::get<1>(t) + cuda::std::get<2>(a) * 10 + cuda::std::get<0>(p) * 100 +
         x * 1000 + cuda::std::get<int>(v) * 10000 + (*e) * 100000 + o.has_value();
}

__global__ void run(int* out) { *out = combined(); }

__global__ void ignoring(int* out) {
  int a = 0, c = 0;
  cuda::std::tie(a, cuda::std::ignore, c) = cuda::std::make_tuple(4, 2.5f, 12);
  *out = a * 100 + c;
}

int main() {
  int* d;
  cudaMalloc(&d, sizeof(int));
  run<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h, combined());
  ignoring<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("ignoring %d\n", h);
  cudaFree(d);
  return 0;
}
