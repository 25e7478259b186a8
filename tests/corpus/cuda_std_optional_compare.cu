// FLAGS: -std=c++17
// libcu++'s <cuda/std/optional> in device code: construction from a value and in place,
// make_optional, value_or, reset, emplace, swap, and the comparisons with optionals, values and
// nullopt, each way round and with all six operators.
#include <cstdio>
#include <cuda/std/optional>
#include <cuda/std/utility>

struct point {
  int x, y;
  __host__ __device__ point(int a, int b) : x(a), y(b) {}
};

__device__ int bits6(bool a, bool b, bool c, bool d, bool e, bool f) {
  return a * 32 + b * 16 + c * 8 + d * 4 + e * 2 + f;
}

#define ALL6(a, b) bits6((a) == (b), (a) != (b), (a) < (b), (a) <= (b), (a) > (b), (a) >= (b))

__global__ void k() {
  cuda::std::optional<int> three(3), five = 5, none;
  cuda::std::optional<long> four(4L);
  cuda::std::optional<point> p(cuda::std::in_place, 2, 7);
  printf("in_place %d %d has %d\n", p->x, p.value().y, (int)p.has_value());
  auto q = cuda::std::make_optional<point>(4, 9);
  printf("make_optional<point> %d %d\n", q->x, (*q).y);
  printf("value_or %d %d %ld\n", three.value_or(-1), none.value_or(-1), cuda::std::make_optional(8L).value_or(0));
  printf("opt/opt 3v5 %d 5v3 %d 3v3 %d nonev3 %d 3vnone %d nonevnone %d 3v4L %d\n", ALL6(three, five), ALL6(five, three),
         ALL6(three, cuda::std::optional<int>(3)), ALL6(none, three), ALL6(three, none), ALL6(none, cuda::std::optional<int>()),
         ALL6(three, four));
  printf("opt/nullopt 3 %d %d none %d %d\n", ALL6(three, cuda::std::nullopt), ALL6(cuda::std::nullopt, three),
         ALL6(none, cuda::std::nullopt), ALL6(cuda::std::nullopt, none));
  printf("opt/value 3v4 %d 3v3 %d 3v2 %d nonev0 %d | 4v3 %d 3v3 %d 0vnone %d 3.5v3 %d\n", ALL6(three, 4), ALL6(three, 3),
         ALL6(three, 2), ALL6(none, 0), ALL6(4, three), ALL6(3, three), ALL6(0, none), ALL6(3.5, three));
  none = 11;
  printf("assigned %d\n", *none);
  none.reset();
  printf("reset %d\n", (int)none.has_value());
  int &e = none.emplace(12);
  e += 1;
  printf("emplace %d\n", *none);
  p.emplace(5, 6);
  printf("emplace point %d %d\n", p->x, p->y);
  cuda::std::swap(three, none);
  printf("swap %d %d\n", *three, *none);
  none = cuda::std::nullopt;
  three.swap(none);
  printf("swap with empty %d %d\n", (int)three.has_value(), none.value_or(0));
  cuda::std::optional<point> np;
  printf("empty point %d\n", (int)(bool)np);
}

int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  cuda::std::optional<int> h(cuda::std::in_place, 7);
  printf("host: %d %d %d\n", *h, (int)(h > 6), (int)(cuda::std::nullopt < h));
  return 0;
}
