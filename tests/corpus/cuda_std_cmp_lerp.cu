// FLAGS: -std=c++17
// libcu++'s integer comparisons (cmp_equal, cmp_less, ..., in_range) from <cuda/std/utility> and
// lerp from <cuda/std/cmath>, in device code.
#include <cstdio>
#include <cuda/std/cmath>
#include <cuda/std/cstdint>
#include <cuda/std/utility>

__device__ int bits6(bool a, bool b, bool c, bool d, bool e, bool f) {
  return a * 32 + b * 16 + c * 8 + d * 4 + e * 2 + f;
}
#define CMP6(a, b)                                                                               \
  bits6(cuda::std::cmp_equal(a, b), cuda::std::cmp_not_equal(a, b), cuda::std::cmp_less(a, b), \
        cuda::std::cmp_less_equal(a, b), cuda::std::cmp_greater(a, b), cuda::std::cmp_greater_equal(a, b))

__global__ void k() {
  printf("-1 vs 0u %d (builtin < %d)\n", CMP6(-1, 0u), (int)(-1 < 0u));
  printf("0u vs -1 %d\n", CMP6(0u, -1));
  printf("UINT_MAX vs -1 %d\n", CMP6(4294967295u, -1));
  printf("-5L vs 3ull %d\n", CMP6(-5L, 3ull));
  printf("7 vs 7ul %d\n", CMP6(7, 7ul));
  printf("(short)-2 vs (unsigned char)200 %d\n", CMP6((short)-2, (unsigned char)200));
  printf("in_range %d %d %d %d %d %d\n", (int)cuda::std::in_range<unsigned>(-1), (int)cuda::std::in_range<int>(2147483648u),
         (int)cuda::std::in_range<int>(2147483647u), (int)cuda::std::in_range<cuda::std::int8_t>(-128),
         (int)cuda::std::in_range<cuda::std::uint8_t>(256), (int)cuda::std::in_range<long long>(18446744073709551615ull));
  static_assert(cuda::std::cmp_less(-1, 1u) && !cuda::std::in_range<unsigned short>(70000), "constexpr");
  printf("lerp f %.4f %.4f %.4f %.4f %.4f\n", cuda::std::lerp(1.0f, 3.0f, 0.25f), cuda::std::lerp(1.0f, 3.0f, 1.0f),
         cuda::std::lerp(-2.0f, 6.0f, 0.5f), cuda::std::lerp(2.0f, 4.0f, 2.0f), cuda::std::lerp(4.0f, 2.0f, -0.5f));
  printf("lerp d %.4f %.4f %.4f\n", cuda::std::lerp(10.0, 20.0, 0.125), cuda::std::lerp(5.0, 5.0, 7.0),
         cuda::std::lerp(0.0, -8.0, 0.75));
  printf("lerp mixed %.4f %.4f\n", cuda::std::lerp(1, 2, 0.5), (double)cuda::std::lerp(2.0f, 6, 0.25f));
  printf("sqrt still there %.1f %.1f\n", cuda::std::sqrt(16.0), cuda::std::fabs(-2.5f));
}

int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  printf("host: %d %.2f\n", (int)cuda::std::cmp_less(-1, 0u), cuda::std::lerp(0.0, 1.0, 0.75));
  return 0;
}
