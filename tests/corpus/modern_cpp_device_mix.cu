// C++17 in device code, mixed as library-style kernels mix it: a kernel template with
// `__launch_bounds__`, `__restrict__` and a `__grid_constant__` class parameter, a warp tile
// reduced with `cg::reduce`, `if constexpr`, `cuda::std::array` and `cuda::std::tuple`, a fold
// expression, and a function with a deduced return type whose first `return` uses structured
// bindings declared before it.
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/tuple>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
template <typename T, int N> struct Stats { T v[N]; __device__ constexpr int size() const { return N; } };
struct P { float x, y; };
__device__ auto make_pair_sum(P p) { auto [a, b] = p; return cuda::std::make_tuple(a + b, a * b); }
template <class... Ts> __device__ auto sum(Ts... ts) { return (ts + ... + 0); }
template <typename T> __global__ void __launch_bounds__(128) k(const T* __restrict__ in, T* __restrict__ out, const __grid_constant__ Stats<int, 3> st) {
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  T v = in[threadIdx.x];
  T s = cg::reduce(warp, v, cg::plus<T>());
  if constexpr (sizeof(T) == 4) { if (warp.thread_rank() == 0) out[warp.meta_group_rank()] = s + st.v[1]; }
  cuda::std::array<int, 3> arr{1, 2, 3};
  auto [x, y] = make_pair_sum(P{1.5f, 2.0f});
  if (threadIdx.x == 0) out[10] = arr[2] + sum(1, 2, 3) + (T)x + (T)y + st.size();
}
int main() {
  float h[128]; for (int i = 0; i < 128; i++) h[i] = i;
  float *d, *o; cudaMalloc(&d, sizeof h); cudaMalloc(&o, 64);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  Stats<int, 3> st{{1, 10, 100}};
  k<<<1, 128>>>(d, o, st);
  float r[11]; cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g %g\n", r[0], r[1], r[2], r[3], r[10]);
}
