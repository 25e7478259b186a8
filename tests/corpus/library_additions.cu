// Library pieces device code reaches under C++20 and --expt-relaxed-constexpr: exchange,
// as_const, pair's converting constructor, midpoint, endian, minmax, data and empty, lldiv_t
// and the limits macros of <cstdint>; and a scoped enumeration whose enumerator is computed from
// an earlier one. (Not std::lcm, std::isnormal, std::isunordered or std::isless, which nvcc's
// build computes wrongly in a kernel: 0 for lcm(4, 6), false for the others.)
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <numeric>
#include <utility>

enum class Level { low = 3, high = low * 4 + 1 };

__global__ void kernel() {
  int a = 1;
  int old = std::exchange(a, 5);
  std::pair<int, int> p(3, 4);
  std::pair<int, double> converted = p;
  printf("%d %d %d %g %d %d %d\n", old, a, std::as_const(a), converted.second,
         std::midpoint(1, 5), (int)(std::endian::native == std::endian::little),
         (int)std::minmax(3, 2).first);
  int values[3] = {7, 8, 9};
  printf("%d %d\n", *std::data(values), (int)std::empty(values));
  printf("%d %lld %llu %d\n", (int)sizeof(lldiv_t), (long long)WCHAR_MAX,
         (unsigned long long)WINT_MAX, (int)Level::high);
}

int main() {
  kernel<<<1, 1>>>();
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
