// The standard library in device code as nvcc and the host's library give it (C++20,
// --expt-relaxed-constexpr): char32_t unsigned, numeric_limits of cv-qualified types and their
// denormal members, add_lvalue_reference<void>, <cmath> of mixed arguments in double, the
// constexpr <algorithm> and <numeric> functions (not std::sort, whose host code nvcc's build
// runs wrongly in a kernel), and half-precision conversions to 16-bit integers saturating.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <limits>
#include <numeric>
#include <type_traits>

__global__ void kernel(int i, float f, float big) {
  char32_t c = U'\xFFFFFFFF';
  unsigned long long widened = c;
  printf("char32_t: %llx %d %d\n", widened, (int)(c > 0), (int)std::is_unsigned<char32_t>::value);
  printf("limits: %d %d %d %d %d\n", std::numeric_limits<const int>::max(),
         (int)std::numeric_limits<volatile short>::is_specialized,
         (int)std::numeric_limits<float>::has_denorm, (int)std::numeric_limits<int>::has_denorm,
         (int)std::numeric_limits<int>::traps);
  printf("void reference: %d\n", (int)std::is_same<std::add_lvalue_reference<void>::type, void>::value);
  printf("mixed: %d %d %d %a\n", (int)sizeof(std::fmin(i, f)), (int)sizeof(std::hypot(i, f)),
         (int)sizeof(std::fmax(f, i)), std::hypot(i, f));
  int a[6] = {5, 3, 9, 1, 7, 3};
  printf("algorithms: min at %d, max at %d, count of 3: %ld, sum %d\n",
         (int)(std::min_element(a, a + 6) - a), (int)(std::max_element(a, a + 6) - a),
         std::count(a, a + 6, 3), std::accumulate(a, a + 6, 0));
  int b[6];
  std::iota(b, b + 6, 10);
  std::reverse(b, b + 6);
  printf("found 7 at %d, all positive %d, reversed iota %d..%d\n", (int)(std::find(a, a + 6, 7) - a),
         (int)std::all_of(a, a + 6, [](int v) { return v > 0; }), b[0], b[5]);
  __half h = __float2half(big);
  __nv_bfloat16 bf = __float2bfloat16(big);
  printf("saturated: %d %d %d %d\n", (int)__half2short_rn(h), (int)__half2short_rz(__hneg(h)),
         (int)__bfloat162short_rn(bf), (int)__half2ushort_rn(__hneg(h)));
}

int main() {
  kernel<<<1, 1>>>(9, 1.5f, 60000.0f);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
