// C++20's `explicit(condition)`: a constructor template explicit for some arguments only
// (here, for those not integral), and a conversion function explicit where its class's
// parameter says.
#include <cstdio>
#include <type_traits>

struct E {
  int v;
  template <class T>
  __host__ __device__ explicit(!std::is_integral_v<T>) E(T x) : v((int)x) {}
};

template <bool Strict> struct Flag {
  int v;
  __host__ __device__ explicit(Strict) operator int() const { return v; }
};

__host__ __device__ int take(E e) { return e.v; }
__host__ __device__ int widen(int x) { return x * 2; }

template <class T, class = void> struct takes_implicitly : std::false_type {};
template <class T>
struct takes_implicitly<T, decltype(void(take(std::declval<T>())))> : std::true_type {};

__host__ __device__ int run() {
  E d(2.5);
  Flag<false> loose{7};
  Flag<true> strict{9};
  int from_loose = loose;
  int from_strict = static_cast<int>(strict);
  return take(5) * 100000 + d.v * 10000 + widen(loose) * 100 + from_loose + from_strict +
         takes_implicitly<int>::value * 1000 + takes_implicitly<double>::value * 3000;
}

__global__ void kernel(int* o) { o[0] = run(); }

int main() {
  int* d;
  cudaMallocManaged(&d, sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("device %d host %d\n", d[0], run());
  cudaFree(d);
  return 0;
}
