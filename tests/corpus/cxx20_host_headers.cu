// Host code written in C++20: concepts constraining a host template, std::span, <bit> and
// <numbers>; the device side skims what it includes.
#include <concepts>
#include <span>
#include <bit>
#include <numbers>
#include <cstdio>
#include <vector>
template <std::integral T> T host_twice(T x) { return 2 * x; }
__global__ void k(int* p) { p[0] = 5; }
int main() {
  std::vector<int> v{1, 2, 3}; std::span<int> s(v);
  int* d; cudaMalloc(&d, 4); k<<<1,1>>>(d); int h; cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
  printf("%d %zu %d %d %.5f\n", h, s.size(), host_twice(21), std::popcount(255u), std::numbers::pi);
}
