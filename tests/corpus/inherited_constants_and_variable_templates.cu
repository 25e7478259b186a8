// Constants of classes and variable templates keep their types, checked against the host
// compiler's build of the same code: a base's `static constexpr` member named through a
// derived class (`D::d`, an `integral_constant<unsigned long long, N>` base's `value`, a
// factorial past 32 bits), a variable template whose initializer converts to its parameter's
// floating type (`T(3) / 4` with `T = double`), and a scoped enumeration without an
// enum-base, whose underlying type is `int`.
#include <cstdio>
#include <type_traits>

struct Base { static constexpr double d = 2.75; static constexpr long long big = 1LL << 40; };
struct Derived : Base {};
template <unsigned N>
struct fact : std::integral_constant<unsigned long long, N * fact<N - 1>::value> {};
template <> struct fact<0> : std::integral_constant<unsigned long long, 1> {};

template <class T> constexpr T quarter3 = T(3) / 4;
template <class T, int N> constexpr T nth_quarter = static_cast<T>(N) / 4;
template <class T> struct Scale {
  template <int N> static constexpr T scaled = T(N) / 4;
};

enum class Sign { minus, plus };

__host__ __device__ void run(long long* o) {
  o[0] = (long long)(Derived::d * 100);
  o[1] = Derived::big + (long long)sizeof(Derived::big);
  o[2] = (long long)(fact<20>::value % 1000000007ULL);
  o[3] = (long long)(quarter3<double> * 100) * 1000 + (long long)(nth_quarter<float, 3> * 100);
  o[4] = (long long)(Scale<double>::scaled<3> * 100);
  auto u = static_cast<std::underlying_type_t<Sign>>(static_cast<Sign>(-4));
  o[5] = u / 2 * 10 + std::is_signed<std::underlying_type_t<Sign>>::value;
}

__global__ void kernel(long long* o) { run(o); }

int main() {
  long long* d;
  cudaMallocManaged(&d, 6 * sizeof(long long));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  long long h[6];
  run(h);
  for (int i = 0; i < 6; ++i) printf("%d: device %lld host %lld\n", i, d[i], h[i]);
  cudaFree(d);
}
