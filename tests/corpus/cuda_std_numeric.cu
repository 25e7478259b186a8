// FLAGS: -std=c++17
// libcu++'s <cuda/std/numeric> in device code: accumulate, reduce, inner_product,
// transform_reduce, partial_sum, the scans, adjacent_difference, iota, gcd, lcm, midpoint.
#include <cstdio>
#include <cuda/std/numeric>

// libcu++'s algorithms are __host__ __device__: what they call must be too.
struct times {
  __host__ __device__ int operator()(int a, int b) const { return a * b; }
};
struct plus_op {
  __host__ __device__ int operator()(int a, int b) const { return a + b; }
};
struct square {
  __host__ __device__ int operator()(int a) const { return a * a; }
};

__device__ void show(const char *name, const int *v, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

__global__ void k() {
  int v[6];
  cuda::std::iota(v, v + 6, 1);
  show("iota", v, 6);
  printf("accumulate %d %d\n", cuda::std::accumulate(v, v + 6, 0), cuda::std::accumulate(v, v + 6, 1, times()));
  printf("reduce %d %d %d\n", cuda::std::reduce(v, v + 6), cuda::std::reduce(v, v + 6, 100),
         cuda::std::reduce(v, v + 4, 1, times()));
  int w[6] = {2, 0, 1, 3, 1, 2};
  printf("inner_product %d transform_reduce %d %d\n", cuda::std::inner_product(v, v + 6, w, 0),
         cuda::std::transform_reduce(v, v + 6, w, 10), cuda::std::transform_reduce(v, v + 6, 0, times(), square()) +
         cuda::std::transform_reduce(v, v + 3, 0, plus_op(), square()));
  int out[6];
  cuda::std::partial_sum(v, v + 6, out);
  show("partial_sum", out, 6);
  cuda::std::inclusive_scan(v, v + 6, out, times());
  show("inclusive_scan*", out, 6);
  cuda::std::inclusive_scan(v, v + 6, out, plus_op(), 100);
  show("inclusive_scan+100", out, 6);
  cuda::std::exclusive_scan(v, v + 6, out, 0);
  show("exclusive_scan", out, 6);
  int inplace[5] = {3, 1, 4, 1, 5};
  cuda::std::exclusive_scan(inplace, inplace + 5, inplace, 10, plus_op());
  show("exclusive_scan in place", inplace, 5);
  cuda::std::transform_inclusive_scan(v, v + 5, out, plus_op(), square());
  show("transform_inclusive_scan", out, 5);
  cuda::std::transform_exclusive_scan(v, v + 5, out, 1, plus_op(), square());
  show("transform_exclusive_scan", out, 5);
  int sq[6] = {1, 4, 9, 16, 25, 36};
  cuda::std::adjacent_difference(sq, sq + 6, out);
  show("adjacent_difference", out, 6);
  float f[4] = {0.5f, 0.25f, 0.125f, 2.0f};
  printf("float accumulate %.4f\n", cuda::std::accumulate(f, f + 4, 0.0f));
  printf("gcd %d %d %d %lld %u\n", cuda::std::gcd(12, 18), cuda::std::gcd(-12, 18), cuda::std::gcd(0, 7),
         (long long)cuda::std::gcd(1000000000000LL, 250), (unsigned)cuda::std::gcd(48u, 180u));
  printf("lcm %d %d %lld\n", cuda::std::lcm(4, 6), cuda::std::lcm(-4, 6), (long long)cuda::std::lcm(1000000LL, 999999));
  printf("midpoint %d %d %d %d %u\n", cuda::std::midpoint(1, 4), cuda::std::midpoint(4, 1), cuda::std::midpoint(-3, 4),
         cuda::std::midpoint(2147483647, 2147483645), cuda::std::midpoint(0u, 4294967295u));
  printf("midpoint f %.3f %.3f ptr %d\n", cuda::std::midpoint(1.0f, 2.0f), cuda::std::midpoint(-8.0, 3.0),
         (int)(cuda::std::midpoint(v, v + 5) - v));
  constexpr int g = cuda::std::gcd(84, 36);
  static_assert(cuda::std::lcm(4, 6) == 12 && cuda::std::midpoint(2, 9) == 5, "constexpr");
  printf("constexpr gcd %d\n", g);
}

int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  int h[4] = {1, 2, 3, 4};
  printf("host: %d %d\n", cuda::std::accumulate(h, h + 4, 0), cuda::std::gcd(35, 21));
  return 0;
}
